import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// A member's outstanding password reset links, beyond issuing and using one (handlers.ts).

/** A new password was set: a link mailed before it would otherwise still set one of its own. */
export const retireResets = (sql: Sql, memberId: number, at: Date) =>
  Effect.asVoid(
    sql.query(`UPDATE password_resets SET used_at = $2 WHERE member_id = $1 AND used_at IS NULL`, [memberId, at]),
  );

/** Erasure: the links go with the account. */
export const forgetResets = (sql: Sql, memberId: number) =>
  Effect.asVoid(sql.query(`DELETE FROM password_resets WHERE member_id = $1`, [memberId]));
