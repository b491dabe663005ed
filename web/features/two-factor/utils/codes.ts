import type { Failure } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { twoFactorText } from "../i18n.ts";

// What the two-factor screens decide from what was typed and what the server answered.

/** An authenticator app's six digits, or one of the ten recovery codes. */
export type CodeMode = "app" | "recovery";

const RECOVERY_LENGTH = 10;

/** The code as sent: an app's digits without the space some apps show in the middle. */
export function cleanCode(typed: string, mode: CodeMode): string {
  return mode === "app" ? typed.replace(/\s/g, "") : typed.trim();
}

/** Why the typed code cannot be right, before asking the server; null when it may be. */
export function codeProblem(typed: string, mode: CodeMode): string | null {
  const code = cleanCode(typed, mode);
  if (mode === "app") {
    if (code === "") return translate(twoFactorText, "code.enterApp");
    return /^\d{6}$/.test(code) ? null : translate(twoFactorText, "code.sixDigits");
  }
  if (code === "") return translate(twoFactorText, "code.enterRecovery");
  return code.replace(/[\s-]/g, "").length === RECOVERY_LENGTH ? null : translate(twoFactorText, "code.recoveryShape");
}

/** Why the operator's setup code cannot be sent yet; null when it may be right. */
export function setupCodeProblem(typed: string): string | null {
  return typed.trim() === "" ? translate(twoFactorText, "setup.missing") : null;
}

/** The secret in groups of four, as people copy it into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The text file the recovery codes are saved as. */
export function recoveryCodesFile(codes: ReadonlyArray<string>, email: string, at: Date): string {
  return [
    translate(twoFactorText, "file.heading"),
    translate(twoFactorText, "file.account", { email }),
    translate(twoFactorText, "file.created", { date: at.toISOString().slice(0, 10) }),
    "",
    translate(twoFactorText, "file.once"),
    translate(twoFactorText, "file.safe"),
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * Where a refused code or password is told: next to its field (a wrong code, a wrong password, an
 * admin's setup code) or, for anything else (too many tries, the network), in a toast.
 */
export function codeFailure(
  failure: Failure,
): { field: "code" | "password" | "setupCode"; message: string } | { toast: string } {
  if (failure.kind === "network") return { toast: translate(twoFactorText, "failure.network") };
  if (failure.status === 400) {
    if (failure.fields["password"]) return { field: "password", message: failure.fields["password"] };
    if (failure.fields["setupCode"]) return { field: "setupCode", message: failure.fields["setupCode"] };
    if (failure.fields["code"]) return { field: "code", message: failure.fields["code"] };
  }
  if (failure.status < 500) return { toast: failure.message };
  return { toast: translate(twoFactorText, "failure.server") };
}
