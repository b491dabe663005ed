import { Effect } from "effect";
import type { Evidence, RiskRule } from "../../../domain/events.ts";
import { displayName } from "../../../domain/member-name.ts";
import { toRinggit } from "../../../domain/money.ts";
import { RULE_TITLES } from "../../../domain/risk/words.ts";
import { type RiskFlag, type RiskLink, type RiskMember, type RiskPost } from "../../../domain/contract/risk.ts";
import type { Sql } from "../../platform/db/database.ts";
import { flagExtras, type FlagExtras } from "./flag-extras.ts";

// The Risk tab's reads: flags with their members, the referral links among them and the money
// their holds keep back. Open flags come first; within them the newest day first (Malaysian
// time), and on one day the most money held first.

interface FlagRow {
  flag_id: string;
  rule: RiskRule;
  status: "open" | "cleared" | "confirmed";
  member_ids: Array<number>;
  held_member_ids: Array<number>;
  evidence: Evidence;
  raised_at: Date;
  updated_at: Date;
  review_note: string | null;
  decided_by: number | null;
  decision_reason: string | null;
  suspended_member_ids: Array<number>;
  reversed_post_ids: Array<string>;
  decided_at: Date | null;
  admin_first: string | null;
  admin_last: string | null;
}

interface MemberRow {
  member_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  referral_code: string;
  referrer_id: number | null;
  level2_referrer_id: number | null;
  joined_at: Date;
  suspended: boolean;
  unpaid_sen: number;
  approved: number;
  rejected: number;
  reversed: number;
}

const LIST_LIMIT = 500;
const MY_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" });

const membersOf = (sql: Sql, ids: ReadonlyArray<number>) =>
  sql.query<MemberRow>(
    `SELECT m.member_id, p.first_name, p.last_name, p.email, m.referral_code, m.referrer_id, m.level2_referrer_id,
            m.joined_at, s.member_id IS NOT NULL AS suspended,
            (SELECT coalesce(sum(l.amount_sen), 0) FROM ledger_lines l
              WHERE l.member_id = m.member_id
                AND NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position))::bigint AS unpaid_sen,
            (SELECT count(*) FROM posts WHERE member_id = m.member_id AND status = 'approved')::int AS approved,
            (SELECT count(*) FROM posts WHERE member_id = m.member_id AND status = 'rejected')::int AS rejected,
            (SELECT count(*) FROM posts WHERE member_id = m.member_id AND status = 'reversed')::int AS reversed
       FROM members m
       LEFT JOIN profiles p USING (member_id)
       LEFT JOIN member_suspensions s USING (member_id)
      WHERE m.member_id = ANY($1::int[])`,
    [ids],
  );

/** Links among the flag's members; a Level 2 link only where the member between them is not one of them. */
const linksAmong = (ids: ReadonlyArray<number>, rows: ReadonlyMap<number, MemberRow>): Array<RiskLink> => {
  const inFlag = new Set(ids);
  return ids.flatMap((id): Array<RiskLink> => {
    const m = rows.get(id);
    if (!m) return [];
    if (m.referrer_id !== null && inFlag.has(m.referrer_id))
      return [{ referrerId: m.referrer_id, memberId: id, level: 1 }];
    if (m.level2_referrer_id !== null && inFlag.has(m.level2_referrer_id))
      return [{ referrerId: m.level2_referrer_id, memberId: id, level: 2 }];
    return [];
  });
};

const toFlags = (flags: ReadonlyArray<FlagRow>, rows: ReadonlyArray<MemberRow>, extras: FlagExtras) => {
  const byId = new Map(rows.map((r) => [r.member_id, r]));
  // What the next close would pay each member: all of it held while the flag is open and holds
  // them. A member the flag only names (decision 41) is owed it, not held.
  const unpaidSen = (id: number) => Math.max(0, Number(byId.get(id)?.unpaid_sen ?? 0));
  return flags.map((f): RiskFlag & { heldSen: number } => {
    const held = new Set(f.held_member_ids);
    const heldSen = (id: number) => (f.status !== "open" || held.has(id) ? unpaidSen(id) : 0);
    const members = f.member_ids.map((id): RiskMember => {
      const m = byId.get(id);
      return {
        memberId: id,
        name: m ? displayName(m.first_name, m.last_name) : null,
        email: m?.email ?? null,
        referralCode: m?.referral_code ?? "",
        referrerId: m?.referrer_id ?? null,
        joinedAt: (m?.joined_at ?? f.raised_at).toISOString(),
        suspended: m?.suspended ?? false,
        held: held.has(id),
        heldAmount: toRinggit(unpaidSen(id)),
        approvedPosts: m?.approved ?? 0,
        rejectedPosts: m?.rejected ?? 0,
        reversedPosts: m?.reversed ?? 0,
      };
    });
    const total = f.member_ids.reduce((sum, id) => sum + heldSen(id), 0);
    return {
      flagId: f.flag_id,
      rule: f.rule,
      title: RULE_TITLES[f.rule],
      status: f.status,
      evidence: f.evidence,
      shared: f.evidence.shared,
      members,
      links: linksAmong(f.member_ids, byId),
      heldAmount: toRinggit(total),
      raisedAt: f.raised_at.toISOString(),
      updatedAt: f.updated_at.toISOString(),
      reviewNote: f.review_note,
      decision:
        f.status === "open" || f.decided_by === null || f.decided_at === null
          ? null
          : {
              status: f.status,
              adminId: f.decided_by,
              adminName: displayName(f.admin_first, f.admin_last, null),
              reason: f.decision_reason ?? "",
              suspendedMemberIds: f.suspended_member_ids,
              reversedPostIds: f.reversed_post_ids,
              at: f.decided_at.toISOString(),
            },
      handles: extras.handles.get(f.flag_id) ?? [],
      evidencePosts: extras.posts.get(f.flag_id) ?? [],
      heldSen: total,
    };
  });
};

const FLAG_COLUMNS = `f.*, a.first_name AS admin_first, a.last_name AS admin_last`;

/** The flags with `status` ("all" for every one), optionally only those involving `memberId`. */
export const listFlags = (sql: Sql, status: string, memberId: number | null) =>
  Effect.gen(function* () {
    const flags = yield* sql.query<FlagRow>(
      `SELECT ${FLAG_COLUMNS} FROM risk_flags f LEFT JOIN profiles a ON a.member_id = f.decided_by
        WHERE ($1::text = 'all' OR f.status = $1) AND ($2::int IS NULL OR f.member_ids @> jsonb_build_array($2::int))
        ORDER BY (f.status = 'open') DESC, f.raised_at DESC LIMIT ${LIST_LIMIT}`,
      [status, memberId],
    );
    const ids = [...new Set(flags.flatMap((f) => f.member_ids))];
    const rows = ids.length === 0 ? [] : yield* membersOf(sql, ids);
    const dayOf = (iso: string) => MY_DAY.format(new Date(iso));
    return toFlags(flags, rows, yield* flagExtras(sql, flags))
      .toSorted(
        (a, b) =>
          Number(b.status === "open") - Number(a.status === "open") ||
          dayOf(b.raisedAt).localeCompare(dayOf(a.raisedAt)) ||
          b.heldSen - a.heldSen ||
          b.raisedAt.localeCompare(a.raisedAt),
      )
      .map(({ heldSen: _heldSen, ...flag }) => flag);
  });

/** One flag, or null, with its members' approved posts (what a confirmation may reverse). */
export const flagDetail = (sql: Sql, flagId: string) =>
  Effect.gen(function* () {
    const [row] = yield* sql.query<FlagRow>(
      `SELECT ${FLAG_COLUMNS} FROM risk_flags f LEFT JOIN profiles a ON a.member_id = f.decided_by WHERE f.flag_id = $1`,
      [flagId],
    );
    if (!row) return null;
    const rows = yield* membersOf(sql, row.member_ids);
    const [flag] = toFlags([row], rows, yield* flagExtras(sql, [row]));
    const posts = yield* sql.query<{
      post_id: string;
      member_id: number;
      title: string;
      url: string;
      platform: string;
      earnings_sen: number;
      decided_at: Date | null;
    }>(
      `SELECT post_id, member_id, title, url, platform, earnings_sen, decided_at FROM posts
        WHERE member_id = ANY($1::int[]) AND status = 'approved' ORDER BY decided_at DESC, post_id LIMIT 1000`,
      [row.member_ids],
    );
    const { heldSen: _heldSen, ...plain } = flag!;
    return {
      flag: plain,
      posts: posts.map((p): RiskPost => ({
        postId: p.post_id,
        memberId: p.member_id,
        title: p.title,
        url: p.url,
        platform: p.platform,
        earnings: toRinggit(Number(p.earnings_sen)),
        approvedAt: p.decided_at?.toISOString() ?? null,
      })),
    };
  });
