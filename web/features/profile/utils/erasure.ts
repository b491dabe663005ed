import type { Failure } from "../../../lib/failure.ts";

export const ERASURE_FAILED = "Your account could not be deleted. Please try again.";

/** What to show under the password field when the server refused or could not be reached. */
export function erasureProblem(failure: Failure): string {
  if (failure.kind === "network") return ERASURE_FAILED;
  if (failure.status === 429) return "Too many attempts. Please try again later.";
  return failure.fields["password"] ?? (failure.status === 400 ? failure.message : ERASURE_FAILED);
}
