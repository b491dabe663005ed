import { failureOf } from "../../../lib/failure.ts";
import { BLANK_PASSWORD, isBlankPassword, MIN_PASSWORD_LENGTH } from "../../../lib/password-rule.ts";
import type { ToastMessage } from "../../../ui/toast.ts";

// The change-password form's checks and what it makes of a refusal. The browser checks what it
// can in the registration form's order; whether the current password is right and the new one
// hard to guess only the server knows, and it says so per field.

export type ToastContent = Omit<ToastMessage, "id">;

export type PasswordChangeForm = { current: string; next: string; confirmation: string };

const problem = (title: string, description: string): ToastContent => ({ title, description, variant: "destructive" });

/** The first problem with the form as typed, or null when it can be sent. */
export function checkPasswordChange({ current, next, confirmation }: PasswordChangeForm): ToastContent | null {
  if (current === "" || next === "" || confirmation === "")
    return problem("Please fill all fields", "Enter your current password, then the new one twice.");
  if (next.length < MIN_PASSWORD_LENGTH)
    return problem("Password too short", `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (isBlankPassword(next)) return problem("Password is blank", BLANK_PASSWORD);
  if (next !== confirmation)
    return problem("Passwords don't match", "Please type the new password the same way twice.");
  return null;
}

export type ChangeRefusal = {
  /** Shown under the field the server named. */
  fields: { currentPassword?: string; newPassword?: string };
  toast: ToastContent;
};

export function changeRefusal(error: unknown): ChangeRefusal {
  const failure = failureOf(error);
  if (failure.kind === "network")
    return { fields: {}, toast: problem("Password not changed", "Network error. Please try again.") };
  const { currentPassword, newPassword } = failure.fields;
  const fields = {
    ...(currentPassword === undefined ? {} : { currentPassword }),
    ...(newPassword === undefined ? {} : { newPassword }),
  };
  // A refusal for people to read (a field, or too many tries) is said as the server said it.
  const description =
    currentPassword ??
    newPassword ??
    (failure.status < 500 ? failure.message : "Something went wrong. Please try again.");
  return { fields, toast: problem("Password not changed", description) };
}
