import type { ToastContent } from "./feedback.ts";
import { BLANK_PASSWORD, isBlankPassword, MIN_PASSWORD_LENGTH } from "./registration.ts";

// The reset form's checks, in order; null when the new password can be sent.
export function checkNewPassword(newPassword: string, confirmation: string): ToastContent | null {
  const problem = (title: string, description: string): ToastContent => ({
    title,
    description,
    variant: "destructive",
  });
  if (newPassword === "" || confirmation === "") {
    return problem("Please fill all fields", "Enter your new password in both fields.");
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return problem("Password too short", `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (isBlankPassword(newPassword)) return problem("Password is blank", BLANK_PASSWORD);
  if (newPassword !== confirmation) return problem("Passwords don't match", "Please type the same password twice.");
  return null;
}
