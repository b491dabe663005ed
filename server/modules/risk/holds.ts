import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// Fraud holds (decision 18): a member an open flag holds, or suspended, is paid nothing until an
// admin decides; their lines stay unpaid, so nothing is lost and ledger = payouts + unpaid holds.
// A flag holds only the members whose own actions made it (decision 41), not everyone it names.

/** Every member under a hold now, in id order. */
export const heldMembers = (sql: Sql) =>
  Effect.map(
    sql.query<{ member_id: number }>(
      `SELECT (jsonb_array_elements_text(held_member_ids))::int AS member_id FROM risk_flags WHERE status = 'open'
       UNION
       SELECT member_id FROM member_suspensions
       ORDER BY member_id`,
    ),
    (rows) => rows.map((r) => r.member_id),
  );
