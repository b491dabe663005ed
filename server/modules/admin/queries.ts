import { Effect } from "effect";
import { displayName } from "../../../domain/member-name.ts";
import { formatRM, toRinggit } from "../../../domain/money.ts";
import { monthOf, periodLabel, yearOf } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";

// The overview cards and the audit list: counts and sums over indexed projections, and the
// newest admin decisions from the event log.

/**
 * Total Members, Total Leaders (members with at least one direct recruit) and Monthly Payouts:
 * the RM total of all members' income in the current Malaysian month, i.e. what closing this
 * month would pay out.
 */
export const adminStats = (sql: Sql, period: number) =>
  Effect.map(
    sql.query<{ total_members: number; total_leaders: number; month_sen: number }>(
      `SELECT (SELECT count(*) FROM members)::int AS total_members,
              (SELECT count(*) FROM members WHERE direct_recruits > 0)::int AS total_leaders,
              (SELECT coalesce(sum(total_sen), 0) FROM monthly_income WHERE period = $1)::bigint AS month_sen`,
      [period],
    ),
    ([row]) => ({
      totalLeaders: row?.total_leaders ?? 0,
      totalMembers: row?.total_members ?? 0,
      monthlyPayouts: toRinggit(row?.month_sen ?? 0),
      month: monthOf(period),
      year: yearOf(period),
    }),
  );

interface AuditRow {
  position: number;
  type: string;
  data: Record<string, unknown>;
  occurred_at: Date;
  actor_id: number;
  actor_first: string | null;
  actor_last: string | null;
  subject_first: string | null;
  subject_last: string | null;
  post_title: string | null;
}

const subjectOf = (r: AuditRow): string => {
  const member = displayName(r.subject_first, r.subject_last);
  const amount = typeof r.data["amountSen"] === "number" ? formatRM(r.data["amountSen"]) : "";
  switch (r.type) {
    case "PostApproved":
      return `"${r.post_title ?? String(r.data["postId"])}" by ${member}`;
    case "PostRejected":
    case "PostReversed":
      return `"${r.post_title ?? String(r.data["postId"])}" by ${member}: ${String(r.data["reason"] ?? "")}`;
    case "PayoutPaid":
      return `${String(r.data["payoutId"])} to ${member}, ${amount}, reference ${String(r.data["reference"] ?? "")}`;
    case "PayoutFailed":
      return `${String(r.data["payoutId"])} to ${member}, ${amount}, failed: ${String(r.data["reason"] ?? "")}`;
    case "PayoutMonthClosed": {
      const held = Number(r.data["held"] ?? 0);
      const heldText = held > 0 ? `; ${held} held for risk review, ${formatRM(Number(r.data["heldSen"] ?? 0))}` : "";
      return `${periodLabel(Number(r.data["period"]))}: ${String(r.data["payouts"])} payouts, ${formatRM(Number(r.data["totalSen"] ?? 0))}${heldText}`;
    }
    case "RiskFlagReviewed":
      return `${String(r.data["flagId"])} reviewed: ${String(r.data["note"] ?? "")}`;
    case "RiskFlagCleared":
      return `${String(r.data["flagId"])} cleared: ${String(r.data["reason"] ?? "")}`;
    case "RiskFlagConfirmed": {
      const suspended = (r.data["suspendedMemberIds"] as ReadonlyArray<number> | undefined)?.length ?? 0;
      const reversed = (r.data["reversedPostIds"] as ReadonlyArray<string> | undefined)?.length ?? 0;
      return `${String(r.data["flagId"])} confirmed (${suspended} suspended, ${reversed} posts reversed): ${String(r.data["reason"] ?? "")}`;
    }
    case "MemberSuspended":
    case "MemberReinstated":
      return `${member}: ${String(r.data["reason"] ?? "")}`;
    default:
      return member;
  }
};

/**
 * Decisions made by signed-in admins, newest first. The WHERE clause repeats the partial
 * index's predicate (migration 018) so the planner reads only that small index.
 */
export const auditLog = (sql: Sql, limit: number) =>
  Effect.map(
    sql.query<AuditRow>(
      `WITH recent AS (
         SELECT position, type, data, occurred_at, (metadata ->> 'actor')::int AS actor_id
           FROM events
          WHERE type IN ('PostApproved', 'PostRejected', 'PostReversed', 'PayoutMonthClosed', 'PayoutPaid', 'PayoutFailed',
                         'AdminGranted', 'AdminRevoked', 'RiskFlagReviewed', 'RiskFlagCleared', 'RiskFlagConfirmed',
                         'MemberSuspended', 'MemberReinstated')
            AND jsonb_typeof(metadata -> 'actor') = 'number'
          ORDER BY position DESC LIMIT $1)
       SELECT r.*, a.first_name AS actor_first, a.last_name AS actor_last, s.first_name AS subject_first, s.last_name AS subject_last,
              p.title AS post_title
         FROM recent r
         LEFT JOIN profiles a ON a.member_id = r.actor_id
         LEFT JOIN profiles s ON s.member_id = (r.data ->> 'memberId')::int
         LEFT JOIN posts p ON p.post_id = r.data ->> 'postId'
        ORDER BY r.position DESC`,
      [limit],
    ),
    (rows) =>
      rows.map((r) => ({
        id: r.position,
        type: r.type,
        actorId: r.actor_id,
        actorName: displayName(r.actor_first, r.actor_last),
        subject: subjectOf(r),
        at: r.occurred_at.toISOString(),
      })),
  );
