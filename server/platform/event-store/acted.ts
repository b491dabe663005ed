import { Effect } from "effect";
import type { EventType } from "../../../domain/events.ts";
import type { Sql } from "../db/database.ts";

// The newest events a member made (the metadata's actor is a member id, not "system" or "cli"),
// or the automatic approver (decision 54), of the kinds the partial index events_admin_actions_idx
// holds (migration 040): the decisions admins make, which the audit list shows. The statement
// repeats the index's predicate word for word so the planner reads only that small index.
const LATEST = `SELECT position, type, data, occurred_at,
       CASE WHEN jsonb_typeof(metadata -> 'actor') = 'number' THEN (metadata ->> 'actor')::int END AS actor_id
  FROM events
 WHERE type IN ('PostApproved', 'PostRejected', 'PostReversed', 'PayoutMonthClosed', 'PayoutPaid', 'PayoutFailed',
                'AdminGranted', 'AdminRevoked', 'RiskFlagReviewed', 'RiskFlagCleared', 'RiskFlagConfirmed',
                'MemberSuspended', 'MemberReinstated')
   AND (jsonb_typeof(metadata -> 'actor') = 'number' OR metadata ->> 'actor' = 'auto_approval')
 ORDER BY position DESC LIMIT $1`;

export interface ActedEvent {
  readonly position: number;
  readonly type: EventType;
  /** As logged (an erased member's texts blanked): the audit list reads a few fields of it. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly occurredAt: Date;
  /** The admin's member id; null for the automatic approver. */
  readonly actorId: number | null;
}

/** Up to `limit` of those events, newest first. */
export const latestActed = (sql: Sql, limit: number) =>
  Effect.map(
    sql.query<{
      position: number;
      type: EventType;
      data: Record<string, unknown>;
      occurred_at: Date;
      actor_id: number | null;
    }>(LATEST, [limit]),
    (rows): ReadonlyArray<ActedEvent> =>
      rows.map((r) => ({
        position: r.position,
        type: r.type,
        data: r.data,
        occurredAt: r.occurred_at,
        actorId: r.actor_id,
      })),
  );
