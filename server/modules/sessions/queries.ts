import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { OPEN_CONDITION } from "../credentials/session.ts";

// A member's own rows of the sessions table (decision 22). A session is open as the session
// check has it (credentials/session.ts): not ended, not expired and not idle too long by the database's clock. One
// still owing its second factor is open too and is listed: someone who has the password and not
// the code is exactly what a member should see and end.
const OPEN = OPEN_CONDITION;

export interface SessionRow {
  readonly id: string;
  readonly device: string | null;
  readonly network: string | null;
  readonly created_at: Date;
  readonly last_seen_at: Date;
  readonly current: boolean;
}

/** The member's open sessions, newest first; `current` marks the one whose token hashes to `tokenHash`. */
export const openSessionsOf = (sql: Sql, memberId: number, tokenHash: string) =>
  sql.query<SessionRow>(
    `SELECT public_id::text AS id, device, network, created_at, last_seen_at, token_hash = $2 AS current
       FROM sessions s WHERE member_id = $1 AND ${OPEN}
      ORDER BY created_at DESC, public_id`,
    [memberId, tokenHash],
  );

/**
 * Ends the member's open session named `publicId`: whether it was the one whose token hashes to
 * `tokenHash`, or null when the member has no such open session (someone else's, ended, expired
 * or never made all look alike).
 */
export const endSession = (sql: Sql, memberId: number, publicId: string, tokenHash: string, at: Date) =>
  Effect.map(
    sql.query<{ current: boolean }>(
      `UPDATE sessions s SET revoked_at = $4 WHERE member_id = $1 AND public_id = $2::uuid AND ${OPEN}
       RETURNING token_hash = $3 AS current`,
      [memberId, publicId, tokenHash, at],
    ),
    ([row]) => (row ? row.current : null),
  );

/** Ends every open session of the member but the one whose token hashes to `tokenHash`: how many. */
export const endOtherSessions = (sql: Sql, memberId: number, tokenHash: string, at: Date) =>
  Effect.map(
    sql.query(
      `UPDATE sessions s SET revoked_at = $3 WHERE member_id = $1 AND token_hash <> $2 AND ${OPEN} RETURNING 1`,
      [memberId, tokenHash, at],
    ),
    (rows) => rows.length,
  );

/** Whether the session whose token hashes to `tokenHash` is still open (it may have just been ended elsewhere). */
export const isOpen = (sql: Sql, tokenHash: string) =>
  Effect.map(
    sql.query(`SELECT 1 FROM sessions s WHERE token_hash = $1 AND ${OPEN}`, [tokenHash]),
    (rows) => rows.length > 0,
  );
