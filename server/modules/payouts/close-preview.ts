import crypto from "node:crypto";
import { Data, Effect } from "effect";
import { MonthNotEnded } from "../../../domain/errors.ts";
import { displayName } from "../../../domain/member-name.ts";
import { balancesOf, payableLines, pendingBalances, type UnpaidLine } from "../../../domain/payouts.ts";
import { hasEnded } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";
import { heldMembers } from "../risk/holds.ts";
import { EInvoicing } from "../../platform/config/einvoice.ts";
import { membersMissingPayee } from "../payee/store.ts";
import { unpaidLines } from "./balances.ts";
import { withheld107D } from "../../../domain/withholding.ts";
import { closeRulesAt, type CloseRules } from "./withholding.ts";

// What closing a month would issue now, read without changing anything (decision 39): the
// payouts and their total, the members a hold leaves unpaid, what is left unpaid because it is
// still in its holding period (decision 53), and the payouts that would have nowhere to go. With
// EINVOICE=on a member whose identity, TIN or address is missing is held too (decision 58), and
// with WITHHOLDING_107D=on a member marked for section 107D whose details are missing (the
// remittance names them). Balances below PAYOUT_MINIMUM are carried forward, and what the
// payouts withhold is shown (decision 62). The admin confirms a close against its digest; the
// close reads the same facts again in its own snapshot and refuses when they are no longer what
// was shown.

export type HoldReason = "flag" | "suspended" | "payee_details";

/** Who a close leaves unpaid: those a review holds, and (EINVOICE=on) those without payee details. */
export interface Holds {
  readonly risk: ReadonlyArray<number>;
  readonly payee: ReadonlyArray<number>;
}

/** Every member a close holds, in id order: what the decider is given as `held`. */
export const heldIds = (holds: Holds): ReadonlyArray<number> =>
  [...new Set([...holds.risk, ...holds.payee])].toSorted((a, b) => a - b);

/**
 * The holds of a close at `at` of these unpaid lines: the review's, and with EINVOICE=on the
 * members a close would pay whose identity, TIN or address is missing. Nothing of theirs is
 * lost: their lines stay unpaid, and the first close after they give the details pays them.
 */
export const holdsOf = (sql: Sql, unpaid: ReadonlyArray<UnpaidLine>, at: string, rules: CloseRules) =>
  Effect.gen(function* () {
    const risk = yield* heldMembers(sql);
    const einvoice = yield* EInvoicing;
    if (!einvoice && rules.withholding.length === 0) return { risk, payee: [] } satisfies Holds;
    const withholding = new Set(rules.withholding);
    const owed = balancesOf(payableLines(unpaid, at))
      .filter((b) => b.amountSen > 0 && (einvoice || withholding.has(b.memberId)))
      .map((b) => b.memberId);
    const payee = yield* membersMissingPayee(sql, owed);
    return { risk, payee } satisfies Holds;
  });
export interface PreviewMember {
  readonly memberId: number;
  readonly name: string;
  readonly amountSen: number;
}
export interface ClosePreview {
  readonly period: number;
  /** Closed already: a close would issue nothing. */
  readonly closed: boolean;
  readonly payouts: number;
  readonly totalSen: number;
  readonly held: ReadonlyArray<PreviewMember & { readonly reason: HoldReason }>;
  readonly heldSen: number;
  /** Members with lines still in their holding period, left for a later close, and their sum. */
  readonly pending: number;
  readonly pendingSen: number;
  /** Payouts the close would issue to members with no account or DuitNow ID the bank file can use. */
  readonly withoutDetails: ReadonlyArray<PreviewMember>;
  readonly withoutDetailsSen: number;
  /** PAYOUT_MINIMUM, and the members whose payable balance is below it, carried forward, with their sum. */
  readonly minimumSen: number;
  readonly belowMinimum: number;
  readonly belowMinimumSen: number;
  /** Payouts that withhold under section 107D, and what they withhold. */
  readonly withholding: number;
  readonly withheldSen: number;
  readonly digest: string;
}

/** The close's figures are not those the admin confirmed: 409 with what it would do now. */
export class CloseChanged extends Data.TaggedError("CloseChanged")<{ readonly preview: ClosePreview }> {
  override get message() {
    return "What this close would issue has changed since it was shown: check the new figures and confirm again";
  }
}

/** Whether the month's close is logged (closed_months, projected in the close's transaction). */
export const isClosed = (sql: Sql, period: number) =>
  Effect.map(
    sql.query<{ closed: boolean }>(`SELECT EXISTS (SELECT 1 FROM closed_months WHERE period = $1) AS closed`, [period]),
    ([row]) => row?.closed === true,
  );

interface MemberRow {
  member_id: number;
  first_name: string | null;
  last_name: string | null;
  payable: boolean;
  suspended: boolean;
}

// Bank details `a` the payment file can pay: an account or DuitNow ID, at a bank on the list or as
// a DuitNow ID (the test payment-lines.ts applies to the copy a close keeps).
const PAYABLE = "coalesce(a.account IS NOT NULL AND (a.proxy_type IS NOT NULL OR a.bank_code IS NOT NULL), false)";

/** Whether a member has payment details the payment file could pay. */
export const hasPayableDetails = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{ payable: boolean }>(`SELECT ${PAYABLE} AS payable FROM bank_accounts a WHERE a.member_id = $1`, [
      memberId,
    ]),
    ([row]) => row?.payable === true,
  );

// Names, whether each can be paid, and whether a suspension (rather than a flag) holds them.
const membersOf = (sql: Sql, ids: ReadonlyArray<number>) =>
  Effect.map(
    sql.query<MemberRow>(
      `SELECT i.member_id, p.first_name, p.last_name,
              ${PAYABLE} AS payable,
              EXISTS (SELECT 1 FROM member_suspensions s WHERE s.member_id = i.member_id) AS suspended
         FROM unnest($1::int[]) AS i (member_id)
         LEFT JOIN profiles p ON p.member_id = i.member_id
         LEFT JOIN bank_accounts a ON a.member_id = i.member_id`,
      [ids],
    ),
    (rows) => new Map(rows.map((r) => [r.member_id, r])),
  );

// A review's hold is named before missing details: it is the one an admin has to decide.
const reasonOf = (reviewed: boolean, suspended: boolean): HoldReason =>
  !reviewed ? "payee_details" : suspended ? "suspended" : "flag";

const sum = (members: ReadonlyArray<{ amountSen: number }>) => members.reduce((s, m) => s + m.amountSen, 0);

/**
 * What a close of `period` at `at` would issue from these unpaid lines and holds, as the decider
 * decides it: only lines payable at `at` are paid, the rest are counted as pending.
 */
export const previewFrom = (
  sql: Sql,
  period: number,
  closed: boolean,
  unpaid: ReadonlyArray<UnpaidLine>,
  holds: Holds,
  rules: CloseRules,
  at: string,
) =>
  Effect.gen(function* () {
    const positive = closed ? [] : balancesOf(payableLines(unpaid, at)).filter((b) => b.amountSen > 0);
    const pending = closed ? [] : pendingBalances(unpaid, at);
    const heldSet = new Set(heldIds(holds));
    const reviewed = new Set(holds.risk);
    const rows = yield* membersOf(
      sql,
      positive.map((b) => b.memberId),
    );
    const named = positive.map((b) => {
      const row = rows.get(b.memberId);
      return { memberId: b.memberId, name: displayName(row?.first_name, row?.last_name), amountSen: b.amountSen };
    });
    const unheld = named.filter((m) => !heldSet.has(m.memberId));
    const owed = unheld.filter((m) => m.amountSen >= rules.minimumSen);
    const below = unheld.filter((m) => m.amountSen < rules.minimumSen);
    const withholdingSet = new Set(rules.withholding);
    const withholding = owed.filter((m) => withholdingSet.has(m.memberId));
    const held = named
      .filter((m) => heldSet.has(m.memberId))
      .map((m) => ({ ...m, reason: reasonOf(reviewed.has(m.memberId), rows.get(m.memberId)?.suspended === true) }));
    const withoutDetails = owed.filter((m) => rows.get(m.memberId)?.payable !== true);
    const figures = {
      period,
      closed,
      payouts: owed.length,
      totalSen: sum(owed),
      held,
      heldSen: sum(held),
      pending: pending.length,
      pendingSen: sum(pending),
      withoutDetails,
      withoutDetailsSen: sum(withoutDetails),
      minimumSen: rules.minimumSen,
      belowMinimum: below.length,
      belowMinimumSen: sum(below),
      withholding: withholding.length,
      withheldSen: withholding.reduce((s, m) => s + withheld107D(m.amountSen), 0),
    };
    return { ...figures, digest: digestOf(figures, owed) };
  });

// Every payout by member and amount, the holds, what waits for its holding period and the members
// without details: names are left out, so a member renaming themselves meanwhile does not refuse
// the close.
const digestOf = (
  figures: Omit<ClosePreview, "digest">,
  owed: ReadonlyArray<{ memberId: number; amountSen: number }>,
): string =>
  crypto
    .createHash("sha256")
    .update(
      JSON.stringify([
        figures.period,
        figures.closed,
        owed.map((m) => [m.memberId, m.amountSen]),
        figures.held.map((m) => [m.memberId, m.amountSen, m.reason]),
        [figures.pending, figures.pendingSen],
        figures.withoutDetails.map((m) => m.memberId),
        [figures.minimumSen, figures.belowMinimum, figures.belowMinimumSen],
        [figures.withholding, figures.withheldSen],
      ]),
    )
    .digest("hex")
    .slice(0, 32);

/** The preview of closing a finished month now; 409 (MonthNotEnded) for one that has not ended. */
export const closePreviewOf = (sql: Sql, period: number, at: Date) =>
  Effect.gen(function* () {
    if (!hasEnded(period, at.toISOString())) return yield* Effect.fail(new MonthNotEnded({ period }));
    const closed = yield* isClosed(sql, period);
    const unpaid = closed ? [] : yield* unpaidLines(sql, period);
    const rules = yield* closeRulesAt(sql, at.toISOString());
    const holds = closed ? { risk: [], payee: [] } : yield* holdsOf(sql, unpaid, at.toISOString(), rules);
    return yield* previewFrom(sql, period, closed, unpaid, holds, rules, at.toISOString());
  });
