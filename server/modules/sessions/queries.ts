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

/** Whether the session whose token hashes to `tokenHash` is still open (it may have just been ended elsewhere). */
export const isOpen = (sql: Sql, tokenHash: string) =>
  Effect.map(
    sql.query(`SELECT 1 FROM sessions s WHERE token_hash = $1 AND ${OPEN}`, [tokenHash]),
    (rows) => rows.length > 0,
  );
