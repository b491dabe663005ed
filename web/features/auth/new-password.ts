import type { ToastContent } from "./feedback.ts";
import { translate } from "../../lib/i18n/use-t.ts";
import { authText } from "./i18n.ts";
import { isBlankPassword, MIN_PASSWORD_LENGTH } from "./registration.ts";

// The reset form's checks, in order; null when the new password can be sent.
export function checkNewPassword(newPassword: string, confirmation: string): ToastContent | null {
  type Key = Parameters<typeof authText.text>[1];
  const problem = (title: Key, description: Key, values?: Record<string, number>): ToastContent => ({
    title: translate(authText, title),
    description: translate(authText, description, values),
    variant: "destructive",
  });
  if (newPassword === "" || confirmation === "") {
    return problem("newPassword.fill.title", "newPassword.fill");
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return problem("newPassword.short.title", "check.passwordLength", { min: MIN_PASSWORD_LENGTH });
  }
  if (isBlankPassword(newPassword)) return problem("newPassword.blank.title", "check.passwordBlank");
  if (newPassword !== confirmation) return problem("newPassword.mismatch.title", "newPassword.mismatch");
  return null;
}
