import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { NO_DETAILS, type SessionDetails } from "./session-details.ts";
import type { SecondFactor } from "./session.ts";
import { hashToken, IDLE_MINUTES, newToken, SESSION_DAYS } from "./tokens.ts";

// The sessions table's writes beyond the per-request check and a member's own list (session.ts,
// step-up.ts): signing in and out, ending all of a member's sessions, the second factor's changes
// and erasure. Every module that opens or ends a session does it here or there.

const DAY_MS = 86_400_000;

/**
 * A new session for `memberId`. `secondFactor` is "pending" when the sign-in still owes a code
 * (decision 19); test fixtures pass "verified" for admins, whom they sign in without one.
 * `details` is what its member is shown of it (decision 22); it is last seen as it opens.
 */
export const openSession = (
  sql: Sql,
  memberId: number,
  now: Date,
  secondFactor: SecondFactor = "none",
  details: SessionDetails = NO_DETAILS,
) =>
  Effect.gen(function* () {
    const token = newToken();
    yield* sql.query(
      `INSERT INTO sessions (token_hash, member_id, created_at, expires_at, second_factor, device, network, last_seen_at, idle_minutes)
       SELECT $1, $2, $3, $4, $5, $6, $7, $3, CASE WHEN m.is_admin THEN $8::int ELSE $9::int END
         FROM members m WHERE m.member_id = $2`,
      [
        hashToken(token),
        memberId,
        now,
        new Date(now.getTime() + SESSION_DAYS * DAY_MS),
        secondFactor,
        details.device,
        details.network,
        IDLE_MINUTES.admin,
        IDLE_MINUTES.member,
      ],
    );
    return token;
  });

/** Signing out: the session whose token hashes to `tokenHash` ends. */
export const revokeSession = (sql: Sql, tokenHash: string, at: Date) =>
  Effect.asVoid(
    sql.query(`UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL`, [tokenHash, at]),
  );

/** Every session of the member not yet ended ends now: how many. */
export const revokeMemberSessions = (sql: Sql, memberId: number, at: Date) =>
  Effect.map(
    sql.query(`UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL RETURNING 1`, [
      memberId,
      at,
    ]),
    (rows) => rows.length,
  );

/**
 * Two-factor authentication was just turned on from the session whose token hashes to
 * `tokenHash`: that one is verified, and the member's other sessions that never gave a code owe one.
 */
export const oweSecondFactorElsewhere = (tx: Sql, memberId: number, tokenHash: string) =>
  Effect.gen(function* () {
    yield* tx.query(`UPDATE sessions SET second_factor = 'verified' WHERE token_hash = $1`, [tokenHash]);
    yield* tx.query(
      `UPDATE sessions SET second_factor = 'pending'
        WHERE member_id = $1 AND token_hash <> $2 AND second_factor = 'none' AND revoked_at IS NULL`,
      [memberId, tokenHash],
    );
  });

/** Erasure: the member's sessions are gone, not only ended. */
export const forgetSessions = (tx: Sql, memberId: number) =>
  Effect.asVoid(tx.query(`DELETE FROM sessions WHERE member_id = $1`, [memberId]));
