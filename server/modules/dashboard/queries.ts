import { Effect } from "effect";
import { Leaderboard } from "../../../domain/contract/dashboard.ts";
import { displayName } from "../../../domain/member-name.ts";
import { formatRMJoined, toRinggit } from "../../../domain/money.ts";
import { monthOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";
import { SESSION_MEMBER } from "../credentials/session.ts";
import { encode } from "../../platform/http/encode.ts";

// Dashboard reads: each is a handful of indexed lookups on projections, never a walk of the
// referral tree or a scan of all members.
interface StatsRow {
  member_id: number;
  period: number | null;
  personal_sen: number;
  level1_sen: number;
  level2_sen: number;
  reversed_sen: number;
  total_sen: number;
  posts: number;
  team_size: number;
}

const statsOf = (rows: ReadonlyArray<StatsRow>, period: number) => {
  const now = rows.find((r) => r.period === period);
  const before = rows.find((r) => r.period === previousPeriod(period));
  return {
    totalIncome: toRinggit(now?.total_sen ?? 0),
    personalIncome: toRinggit(now?.personal_sen ?? 0),
    level1Override: toRinggit(now?.level1_sen ?? 0),
    level2Override: toRinggit(now?.level2_sen ?? 0),
    reversals: toRinggit(now?.reversed_sen ?? 0),
    teamSize: rows[0]?.team_size ?? 0,
    postsThisMonth: now?.posts ?? 0,
    postsLastMonth: before?.posts ?? 0,
  };
};

// Two periods as two parameters, not an array: with an array PostgreSQL's estimate for a plan
// kept across calls is worse than for one made per call, so it would plan every call anew.
const STATS = `SELECT m.member_id, i.period, i.personal_sen, i.level1_sen, i.level2_sen, i.reversed_sen, i.total_sen, i.posts, m.team_size
  FROM members m LEFT JOIN monthly_income i ON i.member_id = m.member_id AND i.period IN ($2::int, $3::int)`;

/**
 * The stats of whoever holds the session `tokenHash`, null when it is not a live session: the
 * session check of requireMember (credentials/session.ts's SESSION_MEMBER) and the read in one
 * round trip, as the dashboard is what every member opens first and most often.
 */
export const STATS_BY_SESSION = `${STATS}
  WHERE m.member_id = (${SESSION_MEMBER})`;

export const dashboardStatsBySession = (sql: Sql, tokenHash: string, period: number) =>
  Effect.map(sql.query<StatsRow>(STATS_BY_SESSION, [tokenHash, period, previousPeriod(period)]), (rows) =>
    rows.length === 0 ? null : statsOf(rows, period),
  );

// "November 2026": the month a payout paid, as members read it.
const MONTH_TITLE = new Intl.DateTimeFormat("en-MY", { month: "long", year: "numeric", timeZone: "UTC" });
const monthTitle = (period: number) => MONTH_TITLE.format(new Date(Date.UTC(yearOf(period), monthOf(period) - 1, 1)));

const describe = (
  type: string,
  subject: string,
  amountSen: number,
  detail: { level?: number; threshold?: number; period?: number },
) => {
  // Shown on screens, where "RM" stays on the line of its figure.
  const rm = formatRMJoined(amountSen);
  switch (type) {
    case "referral_made":
      return detail.level === 2
        ? `${subject} joined your Level 2 team`
        : `${subject} joined your team as a direct recruit`;
    case "post_created":
      return `Your post was approved: ${rm}`;
    case "commission_earned":
      return `${rm} Level ${detail.level ?? 1} override from ${subject}'s post`;
    // A reversal's amount is negative; the words say it is taken back.
    case "post_reversed":
      return `Your post was reversed: ${formatRMJoined(-amountSen)} taken back`;
    case "commission_reversed":
      return `${formatRMJoined(-amountSen)} Level ${detail.level ?? 1} override taken back: ${subject}'s post was reversed`;
    case "payment_received":
      return detail.period === undefined
        ? `Payment received: ${rm}`
        : `Payment received: ${rm} for ${monthTitle(detail.period)}`;
    case "level_up":
      return `Your team reached ${detail.threshold ?? 0} members`;
    default:
      return type;
  }
};

// The activities that name another member.
const SUBJECT_TYPES = new Set(["referral_made", "commission_earned", "commission_reversed"]);

export const recentActivities = (sql: Sql, memberId: number, limit = 20) =>
  Effect.map(
    sql.query<{
      position: number;
      type: string;
      amount_sen: number;
      detail: { level?: number; threshold?: number; period?: number };
      created_at: Date;
      first_name: string | null;
      last_name: string | null;
    }>(
      `SELECT a.position, a.type, a.amount_sen, a.detail, a.created_at, p.first_name, p.last_name
         FROM activities a LEFT JOIN profiles p ON p.member_id = a.subject_member_id
        WHERE a.member_id = $1 ORDER BY a.position DESC LIMIT $2`,
      [memberId, limit],
    ),
    (rows) =>
      rows.map((r) => {
        const subject = displayName(r.first_name, r.last_name);
        return {
          id: `${r.position}-${r.type}`,
          type: r.type,
          description: describe(r.type, subject, r.amount_sen, r.detail),
          amount: toRinggit(r.amount_sen),
          createdAt: r.created_at.toISOString(),
          subject: SUBJECT_TYPES.has(r.type) ? subject : null,
          level: r.detail.level ?? null,
          period: r.detail.period ?? null,
          threshold: r.detail.threshold ?? null,
        };
      }),
  );

const rankings = (sql: Sql) =>
  Effect.gen(function* () {
    const top = (order: string, count: string) =>
      sql.query<{ id: number; firstName: string; lastName: string; profilePicture: string | null; n: number }>(
        `SELECT m.member_id AS id, p.first_name AS "firstName", p.last_name AS "lastName", p.profile_picture AS "profilePicture", m.${count} AS n
           FROM members m JOIN profiles p USING (member_id) WHERE m.${count} > 0 ORDER BY ${order} LIMIT 10`,
      );
    const direct = yield* top("m.direct_recruits DESC, m.member_id", "direct_recruits");
    const team = yield* top("m.team_size DESC, m.member_id", "team_size");
    return {
      topDirectRecruits: direct.map(({ n, ...r }) => ({ ...r, directRecruits: n })),
      topTeamMembers: team.map(({ n, ...r }) => ({ ...r, totalTeamMembers: n })),
    };
  });

/**
 * The leaderboard is one for every member and moves only as members join, so each database's
 * is read at most once per LEADERBOARD_SECONDS and shared, as JSON text written once, by every
 * request in between. It goes through the contract's schema once per reading, not per request.
 */
export const LEADERBOARD_SECONDS = 5;
const latest = new WeakMap<Sql, { readonly until: number; readonly text: string }>();

export const leaderboard = (sql: Sql, now: number = Date.now()) =>
  Effect.suspend(() => {
    const kept = latest.get(sql);
    if (kept && kept.until > now) return Effect.succeed(kept.text);
    return Effect.map(rankings(sql), (value) => {
      const text = JSON.stringify(encode(Leaderboard, value));
      latest.set(sql, { until: now + LEADERBOARD_SECONDS * 1000, text });
      return text;
    });
  });
