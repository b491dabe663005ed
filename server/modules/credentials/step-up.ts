import { Data, Effect } from "effect";
import { now } from "../../platform/clock/now.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import type { Caller } from "./session.ts";

// Step-up authentication (decision 21): a sensitive change needs the member's password (and their
// code, with two-factor authentication on) given again on this very session a moment ago, so a
// session left open on a shared computer, or a stolen token, cannot make it. Giving them is
// POST /api/auth/step-up (auth/step-up.ts); this is the session's side: when it last did, and the
// refusal of a route that needs it.

export const STEP_UP_MINUTES = 5;
const STEP_UP_MS = STEP_UP_MINUTES * 60_000;

/** 403 with `code: "step_up_required"` (platform/http/errors.ts): the web app asks for the password and tries again. */
export class StepUpRequired extends Data.TaggedError("StepUpRequired")<{}> {
  override get message() {
    return "Confirm it's you to continue";
  }
}

/** Until when a step-up given at `at` opens sensitive changes. */
export const steppedUpUntil = (at: Date): Date => new Date(at.getTime() + STEP_UP_MS);

/** Records a step-up on this session only: the member's other sessions still have to give their own. */
export const markSteppedUp = (sql: Sql, tokenHash: string, at: Date) =>
  Effect.asVoid(
    sql.query(`UPDATE sessions SET stepped_up_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL`, [tokenHash, at]),
  );

/**
 * Fails with StepUpRequired unless the session stepped up less than five minutes before `at`. The
 * time comes from the caller (the clock service), as the step-up's own time did, so both are read
 * on one clock; the session's liveness was checked already (requireMember).
 */
export const requireRecentStepUp = (sql: Sql, tokenHash: string, at: Date) =>
  Effect.flatMap(
    sql.query<{ stepped_up_at: Date | null }>(
      `SELECT stepped_up_at FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL`,
      [tokenHash],
    ),
    ([row]): Effect.Effect<void, StepUpRequired> =>
      row?.stepped_up_at && at.getTime() < steppedUpUntil(row.stepped_up_at).getTime()
        ? Effect.void
        : Effect.fail(new StepUpRequired()),
  );

/** The same for a route's caller, now. */
export const requireSteppedUp = (caller: Caller) =>
  Effect.gen(function* () {
    yield* requireRecentStepUp(yield* Database, caller.tokenHash, yield* now);
  });
