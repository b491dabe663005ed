import type { Failure } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";

export const erasureFailed = (): string => translate(profileText, "erase.failed");

// The server's word on a wrong password, said in the reader's language; any other is shown as it comes.
const WRONG_PASSWORD = "The password is not correct";
const passwordProblem = (message: string): string =>
  message === WRONG_PASSWORD ? translate(profileText, "erase.wrongPassword") : message;

/** What to show under the password field when the server refused or could not be reached. */
export function erasureProblem(failure: Failure): string {
  if (failure.kind === "network") return erasureFailed();
  if (failure.status === 429) return translate(profileText, "erase.tooMany");
  const password = failure.fields["password"];
  if (password !== undefined) return passwordProblem(password);
  return failure.status === 400 ? passwordProblem(failure.message) : erasureFailed();
}
