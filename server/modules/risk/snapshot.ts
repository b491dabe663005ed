import { Effect } from "effect";
import type { SignalKind } from "../../../domain/events.ts";
import type {
  MemberFacts,
  PostRecord,
  RiskSnapshot,
  Signal,
  SignalContext,
  SubmissionRecord,
} from "../../../domain/risk/rules.ts";
import type { RiskThresholds } from "../../../domain/risk/thresholds.ts";
import type { Sql } from "../../platform/db/database.ts";
import { claimsAround, mismatchesOf, sharedClaims } from "./handle-facts.ts";

// What the rules look at (domain/risk/rules.ts), read from the signals, members and posts
// tables: around some members (the ones whose signals or posts just changed), or over everyone.
// Around a member means everyone who shares a device, bank account or delivery address with
// them (so a self-referral or a shared account is seen from either side) and everyone who
// joined under the same referrer close to them (a farm) and everyone who claims a handle they
// claim; behaviour rules look at the member.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Network addresses are shared by whole mobile carriers, so they are compared only where a farm
// is looked for: at registration.
const SIGNAL_FILTER = `(s.kind IN ('device', 'bank_account', 'delivery_address') OR (s.kind = 'network' AND s.context = 'registration'))`;

interface SignalRow {
  member_id: number;
  kind: SignalKind;
  context: SignalContext;
  value_hash: string;
  first_seen_at: Date;
}
const toSignal = (r: SignalRow): Signal => ({
  memberId: r.member_id,
  kind: r.kind,
  context: r.context,
  hash: r.value_hash,
  firstSeenAt: r.first_seen_at.toISOString(),
});

interface MemberRow {
  member_id: number;
  referrer_id: number | null;
  level2_referrer_id: number | null;
  joined_at: Date;
}
const toMember = (r: MemberRow): MemberFacts => ({
  memberId: r.member_id,
  referrerId: r.referrer_id,
  level2ReferrerId: r.level2_referrer_id,
  joinedAt: r.joined_at.toISOString(),
});

const POST_COUNTS = `count(*) FILTER (WHERE status = 'approved')::int AS approved,
  count(*) FILTER (WHERE status = 'rejected')::int AS rejected, count(*) FILTER (WHERE status = 'reversed')::int AS reversed`;
const toPosts = (r: { member_id: number; approved: number; rejected: number; reversed: number }): PostRecord => ({
  memberId: r.member_id,
  approved: r.approved,
  rejected: r.rejected,
  reversed: r.reversed,
});

const SUBMISSION_COUNTS = `SELECT member_id, count(*) FILTER (WHERE submitted_at > $1)::int AS recent,
  count(*) FILTER (WHERE submitted_at <= $1)::int AS previous
  FROM posts WHERE submitted_at > $2 AND submitted_at <= $3`;

const windowsOf = (at: Date, t: RiskThresholds) => {
  const windowStart = new Date(at.getTime() - t.burstWindowHours * HOUR_MS);
  return [windowStart, new Date(windowStart.getTime() - t.burstBaselineDays * DAY_MS), at] as const;
};

/** Everyone's decided posts: the baseline of the rejection rule. */
const countPopulation = (sql: Sql) =>
  Effect.map(
    sql.query<{ decided: number; bad: number }>(
      `SELECT count(*) FILTER (WHERE status IN ('approved', 'rejected', 'reversed'))::int AS decided,
              count(*) FILTER (WHERE status IN ('rejected', 'reversed'))::int AS bad FROM posts`,
    ),
    ([row]) => ({ decided: row?.decided ?? 0, rejectedOrReversed: row?.bad ?? 0 }),
  );

// The baseline moves slowly and counting it reads every post, so evaluations around a few
// members reuse it for a while; a scan always counts afresh.
const POPULATION_TTL_MS = 10 * 60_000;
const populations = new WeakMap<Sql, { at: number; value: RiskSnapshot["population"] }>();
const population = (sql: Sql, at: Date) =>
  Effect.gen(function* () {
    const cached = populations.get(sql);
    if (cached && Math.abs(at.getTime() - cached.at) < POPULATION_TTL_MS) return cached.value;
    const value = yield* countPopulation(sql);
    populations.set(sql, { at: at.getTime(), value });
    return value;
  });

/** The snapshot around `memberIds`. */
export const snapshotAround = (sql: Sql, memberIds: ReadonlyArray<number>, at: Date, t: RiskThresholds) =>
  Effect.gen(function* () {
    const farmWindow = `${t.farmWindowHours} hours`;
    const involved = yield* sql.query<{ member_id: number }>(
      `SELECT unnest($1::int[]) AS member_id
       UNION
       SELECT o.member_id FROM risk_signals s
         JOIN risk_signals o ON o.kind = s.kind AND o.value_hash = s.value_hash
        WHERE s.member_id = ANY($1) AND s.kind IN ('device', 'bank_account', 'delivery_address')
       UNION
       SELECT c.member_id FROM members p
         JOIN members c ON c.referrer_id = p.referrer_id
                       AND c.joined_at BETWEEN p.joined_at - $2::interval AND p.joined_at + $2::interval
        WHERE p.member_id = ANY($1)`,
      [memberIds, farmWindow],
    );
    const ids = involved.map((r) => r.member_id);
    const members = yield* sql.query<MemberRow>(
      `SELECT member_id, referrer_id, level2_referrer_id, joined_at FROM members WHERE member_id = ANY($1)`,
      [ids],
    );
    const signals = yield* sql.query<SignalRow>(
      `SELECT s.member_id, s.kind, s.context, s.value_hash, s.first_seen_at FROM risk_signals s
        WHERE s.member_id = ANY($1) AND ${SIGNAL_FILTER}`,
      [ids],
    );
    const posts = yield* sql.query<{ member_id: number; approved: number; rejected: number; reversed: number }>(
      `SELECT member_id, ${POST_COUNTS} FROM posts WHERE member_id = ANY($1) GROUP BY member_id`,
      [memberIds],
    );
    const submissions = yield* sql.query<SubmissionRecord & { member_id: number }>(
      `${SUBMISSION_COUNTS} AND member_id = ANY($4) GROUP BY member_id`,
      [...windowsOf(at, t), memberIds],
    );
    return {
      members: members.map(toMember),
      signals: signals.map(toSignal),
      posts: posts.map(toPosts),
      population: yield* population(sql, at),
      submissions: submissions.map((r) => ({ memberId: r.member_id, recent: r.recent, previous: r.previous })),
      handles: yield* claimsAround(sql, memberIds),
      mismatches: yield* mismatchesOf(sql, memberIds),
    } satisfies RiskSnapshot;
  });

/** The snapshot over every member (a scan: after a seed, or by an operator). */
export const snapshotAll = (sql: Sql, at: Date, t: RiskThresholds) =>
  Effect.gen(function* () {
    const members = yield* sql.query<MemberRow>(
      `SELECT member_id, referrer_id, level2_referrer_id, joined_at FROM members`,
    );
    const signals = yield* sql.query<SignalRow>(
      `SELECT s.member_id, s.kind, s.context, s.value_hash, s.first_seen_at FROM risk_signals s WHERE ${SIGNAL_FILTER}`,
    );
    const posts = yield* sql.query<{ member_id: number; approved: number; rejected: number; reversed: number }>(
      `SELECT member_id, ${POST_COUNTS} FROM posts GROUP BY member_id`,
    );
    const submissions = yield* sql.query<SubmissionRecord & { member_id: number }>(
      `${SUBMISSION_COUNTS} GROUP BY member_id`,
      [...windowsOf(at, t)],
    );
    return {
      members: members.map(toMember),
      signals: signals.map(toSignal),
      posts: posts.map(toPosts),
      population: yield* countPopulation(sql),
      submissions: submissions.map((r) => ({ memberId: r.member_id, recent: r.recent, previous: r.previous })),
      handles: yield* sharedClaims(sql),
      mismatches: yield* mismatchesOf(sql, null),
    } satisfies RiskSnapshot;
  });
