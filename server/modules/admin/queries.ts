import { Effect } from "effect";
import { displayName } from "../../../domain/member-name.ts";
import { formatRM, toRinggit } from "../../../domain/money.ts";
import { monthOf, periodLabel, yearOf } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";
import { latestActed, type ActedEvent } from "../../platform/event-store/acted.ts";

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
  data: Readonly<Record<string, unknown>>;
  occurred_at: Date;
  actor_id: number | null;
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

/** Names of the admins and members an audit list names, and titles of its posts, in one statement. */
const NAMES = `SELECT r.position, a.first_name AS actor_first, a.last_name AS actor_last,
                      s.first_name AS subject_first, s.last_name AS subject_last, p.title AS post_title
                 FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[]) AS r (position, actor_id, subject_id, post_id)
                 LEFT JOIN profiles a ON a.member_id = r.actor_id
                 LEFT JOIN profiles s ON s.member_id = r.subject_id
                 LEFT JOIN posts p ON p.post_id = r.post_id`;

const memberIdOf = ({ data }: ActedEvent) => (typeof data["memberId"] === "number" ? data["memberId"] : null);
const postIdOf = ({ data }: ActedEvent) => (typeof data["postId"] === "string" ? data["postId"] : null);

/** The automatic approver's name in the audit list (decision 54); screens word it in the reader's language. */
export const AUTO_APPROVER_NAME = "Automatic approval";

/** Decisions made by signed-in admins and the automatic approver, newest first, from the log (event-store/acted.ts). */
export const auditLog = (sql: Sql, limit: number) =>
  Effect.gen(function* () {
    const acted = yield* latestActed(sql, limit);
    const names = yield* sql.query<Omit<AuditRow, "type" | "data" | "occurred_at" | "actor_id">>(NAMES, [
      acted.map((e) => e.position),
      acted.map((e) => e.actorId),
      acted.map(memberIdOf),
      acted.map(postIdOf),
    ]);
    const byPosition = new Map(names.map((n) => [n.position, n]));
    return acted.map((e) => {
      const row: AuditRow = {
        actor_first: null,
        actor_last: null,
        subject_first: null,
        subject_last: null,
        post_title: null,
        ...byPosition.get(e.position),
        position: e.position,
        type: e.type,
        data: e.data,
        occurred_at: e.occurredAt,
        actor_id: e.actorId,
      };
      return {
        id: row.position,
        type: row.type,
        actorId: row.actor_id,
        actorName: row.actor_id === null ? AUTO_APPROVER_NAME : displayName(row.actor_first, row.actor_last),
        subject: subjectOf(row),
        at: row.occurred_at.toISOString(),
      };
    });
  });
