import { Effect } from "effect";
import type { AdminHome } from "../../../domain/contract/admin.ts";
import { toRinggit } from "../../../domain/money.ts";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";

// The admin home's figures: small reads of the posts, risk and payout tables, each the same rule
// the screen it links to applies, so a count on the home is what the admin finds there.

/** Posts in the review queue's default view. */
const pendingPosts = (sql: Sql) =>
  Effect.map(
    sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM posts WHERE status = 'pending'`),
    ([row]) => row?.count ?? 0,
  );

/**
 * Approved posts whose platform now says they are gone: the Posts tab's Taken down list
 * (`status=approved&evidence=missing`), whose status is `missing` exactly when the answer is.
 */
const takenDownPosts = (sql: Sql) =>
  Effect.map(
    sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM post_evidence e JOIN posts po ON po.post_id = e.post_id
        WHERE e.outcome = 'missing' AND po.status = 'approved'`,
    ),
    ([row]) => row?.count ?? 0,
  );

/**
 * Open flags, and what their holds keep from the next close: each member a flag holds (decision
 * 41: those whose own actions made it, not everyone it names) counted once,
 * with their unpaid lines and never below zero, as the Risk tab counts a member's hold.
 */
const openFlags = (sql: Sql) =>
  Effect.map(
    sql.query<{ count: number; held_sen: string }>(
      `WITH held AS (SELECT DISTINCT (jsonb_array_elements_text(held_member_ids))::int AS member_id
                       FROM risk_flags WHERE status = 'open'),
            unpaid AS (SELECT h.member_id, coalesce(sum(l.amount_sen), 0) AS sen
                         FROM held h
                         LEFT JOIN ledger_lines l ON l.member_id = h.member_id
                          AND NOT EXISTS (SELECT 1 FROM payout_lines pl
                                           WHERE pl.member_id = l.member_id AND pl.position = l.position)
                        GROUP BY h.member_id)
       SELECT (SELECT count(*) FROM risk_flags WHERE status = 'open')::int AS count,
              (SELECT coalesce(sum(greatest(sen, 0)), 0) FROM unpaid)::bigint AS held_sen`,
    ),
    ([row]) => ({ count: row?.count ?? 0, held: toRinggit(Number(row?.held_sen ?? 0)) }),
  );

/** The month before this Malaysian one while it is not closed. */
const unclosedMonth = (sql: Sql, at: Date) => {
  const period = previousPeriod(periodOf(at));
  return Effect.map(
    sql.query<{ closed: boolean }>(`SELECT EXISTS (SELECT 1 FROM closed_months WHERE period = $1) AS closed`, [period]),
    ([row]) => (row?.closed === true ? null : { month: monthOf(period), year: yearOf(period) }),
  );
};

// Somewhere to pay a payout, as the payment file decides it (domain/payout-destination.ts): a
// kept account number with a bank on the list, or a DuitNow ID (kept in the same column).
const HAS_DESTINATION = `b.payout_id IS NOT NULL AND b.account IS NOT NULL
  AND (b.method = 'duitnow' OR b.bank_code IS NOT NULL)`;

/**
 * Issued payouts by whether they can be paid: those with no destination wait for an admin to mark
 * them failed; those with one that a downloaded payment file of their month carried wait for the
 * bank's answer (paid or failed).
 */
const issuedPayouts = (sql: Sql) =>
  Effect.map(
    sql.query<{ without_count: number; without_sen: string; sent_count: number; sent_sen: string }>(
      `SELECT count(*) FILTER (WHERE NOT payable)::int AS without_count,
              coalesce(sum(amount_sen) FILTER (WHERE NOT payable), 0)::bigint AS without_sen,
              count(*) FILTER (WHERE payable AND sent)::int AS sent_count,
              coalesce(sum(amount_sen) FILTER (WHERE payable AND sent), 0)::bigint AS sent_sen
         FROM (SELECT po.amount_sen, coalesce(${HAS_DESTINATION}, false) AS payable,
                      EXISTS (SELECT 1 FROM payment_files f
                               WHERE f.period = po.period AND f.downloaded_at >= po.issued_at) AS sent
                 FROM payouts po LEFT JOIN payout_bank_details b ON b.payout_id = po.payout_id
                WHERE po.status = 'issued') issued`,
    ),
    ([row]) => ({
      withoutDetails: { count: row?.without_count ?? 0, total: toRinggit(Number(row?.without_sen ?? 0)) },
      unreconciled: { count: row?.sent_count ?? 0, total: toRinggit(Number(row?.sent_sen ?? 0)) },
    }),
  );

export const adminHome = (sql: Sql, at: Date) =>
  Effect.gen(function* () {
    const [posts, takenDown, flags, month, payouts] = yield* Effect.all([
      pendingPosts(sql),
      takenDownPosts(sql),
      openFlags(sql),
      unclosedMonth(sql, at),
      issuedPayouts(sql),
    ]);
    return {
      pendingPosts: posts,
      takenDownPosts: takenDown,
      openFlags: flags,
      unclosedMonth: month,
      ...payouts,
    } satisfies AdminHome;
  });
