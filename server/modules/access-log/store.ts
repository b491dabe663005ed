import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// The log of who looked at or took out members' data (PDPA): every module that shows or exports
// it records here, and only here is it written.

export type AccessAction =
  | "member_list_view"
  | "member_export"
  | "payout_list_view"
  | "bank_file_export"
  | "own_data_export"
  | "own_data_erasure"
  | "bank_file_reissue"
  | "cp58_download";

export interface Access {
  readonly actorId: number;
  /** Whose data; null when one action covered many members. */
  readonly memberId: number | null;
  readonly action: AccessAction;
  readonly rows?: number | null;
  /** The scope (a month, a format, the filters used), never the values searched for. */
  readonly detail?: Readonly<Record<string, unknown>>;
}

export const recordAccess = (sql: Sql, access: Access) =>
  Effect.asVoid(
    sql.query(
      `INSERT INTO data_access_log (actor_id, member_id, action, row_count, detail) VALUES ($1, $2, $3, $4, $5)`,
      [access.actorId, access.memberId, access.action, access.rows ?? null, JSON.stringify(access.detail ?? {})],
    ),
  );
