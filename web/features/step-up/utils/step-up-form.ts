import type { Failure } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { stepUpText } from "../i18n.ts";

// What the step-up dialog decides from what was typed and what the server answered.

/** Where each problem shows: next to its field, or above the buttons for the rest. */
export type StepUpErrors = { password?: string; code?: string; form?: string };

/** The code as sent: an app's digits without the space some apps show, a recovery code as typed. */
export function cleanStepUpCode(typed: string): string {
  return /^[\d\s]+$/.test(typed) ? typed.replace(/\s/g, "") : typed.trim();
}

/** Why the form cannot be right before asking the server; empty when it may be. */
export function stepUpProblems(password: string, code: string, askCode: boolean): StepUpErrors {
  const problems: StepUpErrors = {};
  if (password === "") problems.password = translate(stepUpText, "problem.noPassword");
  if (askCode) {
    const cleaned = cleanStepUpCode(code);
    if (cleaned === "") problems.code = translate(stepUpText, "problem.noCode");
    // Six digits, or a recovery code: ten letters and digits, dashes and spaces aside.
    else if (!/^\d{6}$/.test(cleaned) && cleaned.replace(/[\s-]/g, "").length !== 10)
      problems.code = translate(stepUpText, "problem.badCode");
  }
  return problems;
}

export const hasProblems = (errors: StepUpErrors): boolean => Object.keys(errors).length > 0;

/** A refused step-up: a wrong password or code at its field, anything else (too many tries) above the buttons. */
export function stepUpErrorsOf(failure: Failure): StepUpErrors {
  if (failure.kind === "network") return { form: translate(stepUpText, "problem.network") };
  if (failure.status === 400) {
    const { password, code } = failure.fields;
    if (password) return { password };
    if (code) return { code };
  }
  if (failure.status < 500) return { form: failure.message };
  return { form: translate(stepUpText, "problem.server") };
}
