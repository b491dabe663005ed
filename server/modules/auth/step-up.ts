import { Effect } from "effect";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { verifyPassword } from "../credentials/password.ts";
import { hit, LIMITS, refund } from "../credentials/rate-limit.ts";
import type { Caller } from "../credentials/session.ts";
import { markSteppedUp, steppedUpUntil } from "../credentials/step-up.ts";
import { codeRefusal, noCode } from "../two-factor/errors.ts";
import { acceptCode, memberTwoFactor } from "../two-factor/queries.ts";

// Stepping up (decision 21): the password as login checks it, and with two-factor authentication
// on the code as the sign-in checks it (accepted once: a code that stepped up signs nobody in, and
// the reverse). The session's side, and the routes that need it, are credentials/step-up.ts. It
// lives here rather than there because it asks the two-factor module, which itself builds on
// credentials.

const INCORRECT = "Password is incorrect";
export const incorrectPassword = () => new ValidationError({ error: INCORRECT, fields: { password: INCORRECT } });

/**
 * Checks the caller's password (and code) and opens sensitive changes to this session for five
 * minutes. Wrong answers count against the member's step-up limit, and a wrong code against the
 * two-factor limit as well, so the codes keep one budget whichever route they are tried on; right
 * ones are given back. A missing code is asked for before the password is even checked, and is no
 * attempt.
 */
export const stepUp = Effect.fn("Auth.stepUp")(function* (caller: Caller, password: string, code?: string) {
  const db = yield* Database;
  const at = yield* now;
  const subject = String(caller.memberId);
  const twoFactor = yield* memberTwoFactor(db, caller.memberId);
  const secret = twoFactor?.enabled ? twoFactor.secret : null;
  const typed = (code ?? "").trim();
  if (secret !== null && typed === "") return yield* Effect.fail(noCode());

  yield* hit(db, LIMITS.stepUpPerMember, subject, at);
  const [row] = yield* db.query<{ password_hash: string }>(`SELECT password_hash FROM profiles WHERE member_id = $1`, [
    caller.memberId,
  ]);
  if (!row || !(yield* Effect.promise(() => verifyPassword(row.password_hash, password))))
    return yield* Effect.fail(incorrectPassword());

  if (secret !== null) {
    yield* hit(db, LIMITS.secondFactorPerMember, subject, at);
    const check = yield* acceptCode(db, caller.memberId, secret, typed, at);
    if (check !== "accepted") return yield* Effect.fail(codeRefusal(check));
    yield* refund(db, LIMITS.secondFactorPerMember, subject, at);
  }
  yield* refund(db, LIMITS.stepUpPerMember, subject, at);
  yield* markSteppedUp(db, caller.tokenHash, at);
  return { steppedUpUntil: steppedUpUntil(at).toISOString() };
});
