import { failureOf } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { isBlankPassword, MIN_PASSWORD_LENGTH } from "../../../lib/password-rule.ts";
import type { ToastMessage } from "../../../ui/toast.ts";
import { sessionsText } from "../i18n.ts";

// The change-password form's checks and what it makes of a refusal. The browser checks what it
// can in the registration form's order; whether the current password is right and the new one
// hard to guess only the server knows, and it says so per field.

export type ToastContent = Omit<ToastMessage, "id">;

export type PasswordChangeForm = { current: string; next: string; confirmation: string };

const problem = (title: string, description: string): ToastContent => ({ title, description, variant: "destructive" });
const say = (key: Parameters<typeof sessionsText.text>[1], values?: Record<string, number>) =>
  translate(sessionsText, key, values);

/** The first problem with the form as typed, or null when it can be sent. */
export function checkPasswordChange({ current, next, confirmation }: PasswordChangeForm): ToastContent | null {
  if (current === "" || next === "" || confirmation === "")
    return problem(say("check.emptyTitle"), say("check.emptyDescription"));
  if (next.length < MIN_PASSWORD_LENGTH)
    return problem(say("check.shortTitle"), say("check.shortDescription", { min: MIN_PASSWORD_LENGTH }));
  if (isBlankPassword(next)) return problem(say("check.blankTitle"), say("check.blankDescription"));
  if (next !== confirmation) return problem(say("check.mismatchTitle"), say("check.mismatchDescription"));
  return null;
}

export type ChangeRefusal = {
  /** Shown under the field the server named. */
  fields: { currentPassword?: string; newPassword?: string };
  toast: ToastContent;
};

export function changeRefusal(error: unknown): ChangeRefusal {
  const failure = failureOf(error);
  if (failure.kind === "network") return { fields: {}, toast: problem(say("refusal.title"), say("refusal.network")) };
  const { currentPassword, newPassword } = failure.fields;
  const fields = {
    ...(currentPassword === undefined ? {} : { currentPassword }),
    ...(newPassword === undefined ? {} : { newPassword }),
  };
  // A refusal for people to read (a field, or too many tries) is said as the server said it.
  const description =
    currentPassword ?? newPassword ?? (failure.status < 500 ? failure.message : say("refusal.server"));
  return { fields, toast: problem(say("refusal.title"), description) };
}
