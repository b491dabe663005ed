import { Effect } from "effect";
import type { REVERSAL_KINDS } from "../../../domain/contract/payouts.ts";
import { toRinggit } from "../../../domain/money.ts";
import { monthOf, nextPeriod, periodOf, periodStart, previousPeriod, yearOf } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";
import { malaysianDateOf, pendingByDay } from "../../../domain/holding.ts";
import { PayoutRulesSetting } from "../../platform/config/payout-rules.ts";
import { payableLines } from "../../../domain/payouts.ts";
import { balanceOf, pendingLinesOf, unpaidLinesOf } from "./balances.ts";
import { heldMembers } from "../risk/holds.ts";
import { hasPayableDetails, isClosed } from "./close-preview.ts";
import { payoutsOfMember } from "./queries.ts";
import { EInvoicing } from "../../platform/config/einvoice.ts";
import { missingPayeeOf } from "../payee/store.ts";

// What a member reads about their money: the unpaid balance and what of it is still in its
// holding period, the next close and what it would pay them, and their payouts. A close pays
// every unpaid line up to its month that is payable by then, so last month is the next to close
// until an admin has closed it, and this month after that.

/** The month the next close pays up to, on a day of `today`, given whether last month is closed. */
export const nextClosePeriod = (today: number, lastMonthClosed: boolean): number =>
  lastMonthClosed ? today : previousPeriod(today);

/**
 * The Malaysian date a close of `period` is expected to reach the member's bank: PAYOUT_DAY of
 * the month after (decision 62). Once that day has passed with the month still open, today: the
 * close is late, and nothing later is promised.
 */
export const expectedPayDate = (period: number, payDay: number, at: Date): string => {
  const month = nextPeriod(period);
  const planned = `${yearOf(month)}-${String(monthOf(month)).padStart(2, "0")}-${String(payDay).padStart(2, "0")}`;
  const today = malaysianDateOf(at);
  return planned < today ? today : planned;
};

// A member's reversals, newest first. Their own post's title (none once erased) and the admin's
// reason are theirs to read; a recruit's post shows neither, as the team views show no more.
const reversalsOf = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{
      period: number;
      amount_sen: number;
      kind: (typeof REVERSAL_KINDS)[number];
      title: string | null;
      reason: string | null;
    }>(
      `SELECT l.period, l.amount_sen, l.kind, NULLIF(p.title, '') AS title, p.reversal_reason AS reason
         FROM ledger_lines l
         LEFT JOIN posts p ON l.kind = 'personal_reversal' AND p.post_id = l.post_id AND p.member_id = l.member_id
        WHERE l.member_id = $1 AND l.kind IN ('personal_reversal', 'level1_reversal', 'level2_reversal')
        ORDER BY l.position DESC
        LIMIT 50`,
      [memberId],
    ),
    (rows) =>
      rows.map((r) => ({
        month: monthOf(r.period),
        year: yearOf(r.period),
        amount: toRinggit(r.amount_sen),
        kind: r.kind,
        title: r.title,
        reason: r.reason,
      })),
  );

export const payoutSummaryOf = (sql: Sql, memberId: number, at: Date) =>
  Effect.gen(function* () {
    const today = periodOf(at);
    const period = nextClosePeriod(today, yield* isClosed(sql, previousPeriod(today)));
    const balance = yield* balanceOf(sql, memberId);
    const closesAt = periodStart(nextPeriod(period));
    // The next close runs once its month has ended: it pays what is payable by then, as it decides.
    const closeAt = new Date(Math.max(at.getTime(), closesAt.getTime())).toISOString();
    const owed = payableLines(yield* unpaidLinesOf(sql, memberId, period), closeAt).reduce(
      (sum, line) => sum + line.amountSen,
      0,
    );
    const pending = pendingByDay(yield* pendingLinesOf(sql, memberId, at));
    const rules = yield* PayoutRulesSetting;
    // A balance at or below zero carries forward, and so does one below PAYOUT_MINIMUM: the close
    // issues nothing for it (decision 62).
    const belowMinimum = owed > 0 && owed < rules.minimumSen;
    return {
      // What the member must know to be paid: where to (asked only while money is owed) and
      // whether a review holds it; never which flag or why.
      paymentDetailsNeeded: balance.unpaidSen > 0 && !(yield* hasPayableDetails(sql, memberId)),
      onHold: (yield* heldMembers(sql)).includes(memberId),
      // Who they are for LHDN's documents, asked for as the account is: only while money is owed.
      payeeDetailsMissing: balance.unpaidSen > 0 && (yield* EInvoicing) ? yield* missingPayeeOf(sql, memberId) : [],
      unpaidBalance: toRinggit(balance.unpaidSen),
      pendingBalance: toRinggit(pending.reduce((sum, p) => sum + p.amountSen, 0)),
      pending: pending.map((p) => ({ payableOn: p.payableOn, amount: toRinggit(p.amountSen) })),
      nextClose: {
        month: monthOf(period),
        year: yearOf(period),
        closesAt: closesAt.toISOString(),
        expectedPayDate: expectedPayDate(period, rules.payDay, at),
      },
      willPay: toRinggit(belowMinimum ? 0 : Math.max(0, owed)),
      minimum: toRinggit(rules.minimumSen),
      belowMinimum,
      payouts: yield* payoutsOfMember(sql, memberId),
      reversals: yield* reversalsOf(sql, memberId),
    };
  });
