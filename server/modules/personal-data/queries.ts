import { Effect } from "effect";
import { displayName } from "../../../domain/member-name.ts";
import { toDecimalString } from "../../../domain/money.ts";
import { monthOf, yearOf } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";
import { loadProfile } from "../profile/queries.ts";
import { maskAccount } from "../../../domain/bank-account.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { openHolder } from "../bank-accounts/sealing.ts";
import type { AccessAction } from "../access-log/store.ts";
import { handlesOf } from "../handles/store.ts";

// Everything Jemput holds about one member, as they download it (PDPA right of access), and the
// log of who looked at or took out members' data as admins read it.

interface AccessRow {
  id: number;
  actor_id: number;
  member_id: number | null;
  action: AccessAction;
  row_count: number | null;
  detail: Record<string, unknown>;
  at: Date;
  actor_first: string | null;
  actor_last: string | null;
  member_first: string | null;
  member_last: string | null;
}

/** The newest entries first, with the names as they are now (an erased member's are gone). */
export const dataAccessLog = (sql: Sql, limit: number) =>
  Effect.map(
    sql.query<AccessRow>(
      `SELECT l.id, l.actor_id, l.member_id, l.action, l.row_count, l.detail, l.at,
              a.first_name AS actor_first, a.last_name AS actor_last, m.first_name AS member_first, m.last_name AS member_last
         FROM (SELECT * FROM data_access_log ORDER BY id DESC LIMIT $1) l
         LEFT JOIN profiles a ON a.member_id = l.actor_id
         LEFT JOIN profiles m ON m.member_id = l.member_id
        ORDER BY l.id DESC`,
      [limit],
    ),
    (rows) =>
      rows.map((r) => ({
        id: r.id,
        action: r.action,
        actorId: r.actor_id,
        actorName: displayName(r.actor_first, r.actor_last),
        memberId: r.member_id,
        memberName: r.member_id === null ? null : displayName(r.member_first, r.member_last),
        rows: r.row_count,
        detail: r.detail,
        at: r.at.toISOString(),
      })),
  );

const iso = (date: Date | null) => date?.toISOString() ?? null;
const month = (period: number) => ({ month: monthOf(period), year: yearOf(period) });

/**
 * The member's own data, every table that holds any of it: their profile with bank details (it
 * is theirs; the account number masked as everywhere but the bank file), consent, referral and team (ids only: the team's data is not theirs), posts, income,
 * ledger, payouts with the bank details each was issued with, activity, sessions (no token
 * hashes) and who accessed their data.
 */
export const exportOf = (sql: Sql, memberId: number, currentTokenHash: string) =>
  Effect.gen(function* () {
    const profile = yield* loadProfile(sql, memberId);
    const vault = yield* BankVault;
    const [extra] = yield* sql.query<{
      unsubscribed_at: Date | null;
      updated_at: Date;
      referrer_id: number | null;
      level2_referrer_id: number | null;
    }>(
      `SELECT p.unsubscribed_at, p.updated_at, m.referrer_id, m.level2_referrer_id
         FROM profiles p JOIN members m USING (member_id) WHERE member_id = $1`,
      [memberId],
    );
    const team = yield* sql.query<{ member_id: number; level: number }>(
      `SELECT member_id, 1 AS level FROM members WHERE referrer_id = $1
       UNION ALL SELECT member_id, 2 AS level FROM members WHERE level2_referrer_id = $1 ORDER BY member_id`,
      [memberId],
    );
    const posts = yield* sql.query<{
      post_id: string;
      title: string;
      url: string;
      platform: string;
      status: string;
      earnings_sen: number;
      rejection_reason: string | null;
      submitted_at: Date;
      decided_at: Date | null;
    }>(
      `SELECT post_id, title, url, platform, status, earnings_sen, rejection_reason, submitted_at, decided_at
         FROM posts WHERE member_id = $1 ORDER BY submitted_at, post_id`,
      [memberId],
    );
    const income = yield* sql.query<{
      period: number;
      personal_sen: number;
      level1_sen: number;
      level2_sen: number;
      reversed_sen: number;
      total_sen: number;
      posts: number;
    }>(
      `SELECT period, personal_sen, level1_sen, level2_sen, reversed_sen, total_sen, posts FROM monthly_income WHERE member_id = $1 ORDER BY period`,
      [memberId],
    );
    const ledger = yield* sql.query<{
      position: number;
      kind: string;
      amount_sen: number;
      period: number;
      post_id: string;
      source_member_id: number;
      created_at: Date;
    }>(
      `SELECT position, kind, amount_sen, period, post_id, source_member_id, created_at FROM ledger_lines WHERE member_id = $1 ORDER BY position`,
      [memberId],
    );
    const payouts = yield* sql.query<{
      payout_id: string;
      period: number;
      amount_sen: number;
      status: string;
      reference: string | null;
      issued_at: Date;
      paid_at: Date | null;
      member_id: number;
      holder: Buffer | null;
      bank: string | null;
      account_last4: string | null;
      kept: boolean;
    }>(
      `SELECT po.payout_id, po.member_id, po.period, po.amount_sen, po.status, po.reference, po.issued_at, po.paid_at,
              b.holder, b.bank, b.account_last4, b.payout_id IS NOT NULL AS kept
         FROM payouts po LEFT JOIN payout_bank_details b ON b.payout_id = po.payout_id
        WHERE po.member_id = $1 ORDER BY po.period, po.payout_id`,
      [memberId],
    );
    const activity = yield* sql.query<{
      position: number;
      type: string;
      subject_member_id: number | null;
      amount_sen: number;
      detail: Record<string, unknown>;
      created_at: Date;
    }>(
      `SELECT position, type, subject_member_id, amount_sen, detail, created_at FROM activities WHERE member_id = $1 ORDER BY position`,
      [memberId],
    );
    const sessions = yield* sql.query<{
      current: boolean;
      device: string | null;
      network: string | null;
      created_at: Date;
      last_seen_at: Date;
      expires_at: Date;
      revoked_at: Date | null;
    }>(
      `SELECT token_hash = $2 AS current, device, network, created_at, last_seen_at, expires_at, revoked_at
         FROM sessions WHERE member_id = $1 ORDER BY created_at`,
      [memberId, currentTokenHash],
    );
    // What the fraud rules keep about the member's devices, networks, bank account and links:
    // the values as the member knows them (never a whole account number), not the hashes.
    const signals = yield* sql.query<{
      kind: string;
      context: string;
      shown: string | null;
      first_seen_at: Date;
      last_seen_at: Date;
    }>(
      `SELECT kind, context, shown, first_seen_at, last_seen_at FROM risk_signals WHERE member_id = $1
        ORDER BY first_seen_at, kind, context`,
      [memberId],
    );
    const handles = yield* handlesOf(sql, memberId);
    const access = yield* sql.query<{ actor_id: number; action: string; at: Date }>(
      `SELECT actor_id, action, at FROM data_access_log WHERE member_id = $1 ORDER BY id`,
      [memberId],
    );

    return {
      format: "Jemput personal data export",
      currency: "MYR",
      profile: { ...profile, updatedAt: extra?.updated_at.toISOString() ?? null },
      consent: { campaignMail: extra?.unsubscribed_at === null, unsubscribedAt: iso(extra?.unsubscribed_at ?? null) },
      referral: {
        code: profile.referralId,
        referrerId: extra?.referrer_id ?? null,
        level2ReferrerId: extra?.level2_referrer_id ?? null,
      },
      team: {
        level1MemberIds: team.filter((t) => t.level === 1).map((t) => t.member_id),
        level2MemberIds: team.filter((t) => t.level === 2).map((t) => t.member_id),
      },
      posts: posts.map((p) => ({
        id: p.post_id,
        title: p.title,
        url: p.url,
        platform: p.platform,
        status: p.status,
        earnings: toDecimalString(p.earnings_sen),
        rejectionReason: p.rejection_reason,
        submittedAt: p.submitted_at.toISOString(),
        decidedAt: iso(p.decided_at),
      })),
      incomeByMonth: income.map((i) => ({
        ...month(i.period),
        personal: toDecimalString(i.personal_sen),
        level1Override: toDecimalString(i.level1_sen),
        level2Override: toDecimalString(i.level2_sen),
        // What reversals in the month took back (zero or negative): the parts add up to the total.
        reversals: toDecimalString(i.reversed_sen),
        total: toDecimalString(i.total_sen),
        approvedPosts: i.posts,
      })),
      ledger: ledger.map((l) => ({
        id: l.position,
        ...month(l.period),
        kind: l.kind,
        amount: toDecimalString(l.amount_sen),
        postId: l.post_id,
        fromMemberId: l.source_member_id,
        createdAt: l.created_at.toISOString(),
      })),
      payouts: payouts.map((p) => ({
        id: p.payout_id,
        ...month(p.period),
        amount: toDecimalString(p.amount_sen),
        status: p.status,
        reference: p.reference,
        issuedAt: p.issued_at.toISOString(),
        paidAt: iso(p.paid_at),
        // The account the payout was issued to, kept beside it however the profile changes.
        bankDetails: p.kept
          ? {
              bankAccountHolderName: openHolder(vault, p.member_id, p.holder),
              bankName: p.bank,
              bankAccountNumber: maskAccount(p.account_last4),
            }
          : null,
      })),
      activity: activity.map((a) => ({
        id: a.position,
        type: a.type,
        aboutMemberId: a.subject_member_id,
        amount: toDecimalString(a.amount_sen),
        detail: a.detail,
        createdAt: a.created_at.toISOString(),
      })),
      sessions: sessions.map((s) => ({
        current: s.current,
        device: s.device,
        network: s.network,
        createdAt: s.created_at.toISOString(),
        lastSeenAt: s.last_seen_at.toISOString(),
        expiresAt: s.expires_at.toISOString(),
        revokedAt: iso(s.revoked_at),
      })),
      signals: signals.map((s) => ({
        kind: s.kind,
        context: s.context,
        value: s.shown,
        firstSeenAt: s.first_seen_at.toISOString(),
        lastSeenAt: s.last_seen_at.toISOString(),
      })),
      handles: handles.map((h) => ({
        platform: h.platform,
        handle: h.handle,
        verified: h.verifiedAt !== null,
        claimedAt: h.claimedAt.toISOString(),
        verifiedAt: iso(h.verifiedAt),
      })),
      dataAccess: access.map((a) => ({ actorId: a.actor_id, action: a.action, at: a.at.toISOString() })),
    };
  });
