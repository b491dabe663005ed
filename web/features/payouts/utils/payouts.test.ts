import { describe, expect, it } from "vitest";
import { formatDate } from "../../../lib/format.ts";
import type { MemberPayout, PayoutSummary } from "../api/payouts.ts";
import {
  lastDayOf,
  nextPayoutNote,
  payableDay,
  payoutDetail,
  payoutMonth,
  payoutStatus,
  unpaidNote,
} from "./payouts.ts";

const payout = (overrides: Partial<MemberPayout>): MemberPayout => ({
  id: "PO-202611-7",
  month: 11,
  year: 2026,
  amount: 1230,
  withheld: 0,
  sent: 1230,
  status: "issued",
  reference: null,
  issuedAt: "2026-12-01T02:00:00.000Z",
  paidAt: null,
  ...overrides,
});

const summary = (willPay: number, month = 11, year = 2026): PayoutSummary => ({
  paymentDetailsNeeded: false,
  onHold: false,
  payeeDetailsMissing: [],
  unpaidBalance: willPay,
  pendingBalance: 0,
  pending: [],
  nextClose: { month, year, closesAt: "2026-11-30T16:00:00.000Z", expectedPayDate: "2026-12-07" },
  willPay,
  minimum: 0,
  belowMinimum: false,
  payouts: [],
  reversals: [],
});

describe("payoutStatus", () => {
  it.each([
    ["issued", "Issued", "blue"],
    ["paid", "Paid", "green"],
    ["failed", "Failed", "red"],
  ])("shows %s as %s", (status, label, tone) => {
    expect(payoutStatus(status)).toEqual({ label, tone });
  });

  it("shows a status it does not know as it comes", () => {
    expect(payoutStatus("reversed")).toEqual({ label: "reversed", tone: "neutral" });
  });
});

describe("months", () => {
  it("names the month a payout pays", () => {
    expect(payoutMonth({ month: 11, year: 2026 })).toBe("November 2026");
    expect(payoutMonth({ month: 1, year: 2027 })).toBe("January 2027");
  });

  it("gives a month's last day, leap years included", () => {
    expect(lastDayOf({ month: 11, year: 2026 })).toBe("30 November 2026");
    expect(lastDayOf({ month: 12, year: 2026 })).toBe("31 December 2026");
    expect(lastDayOf({ month: 2, year: 2028 })).toBe("29 February 2028");
    expect(lastDayOf({ month: 2, year: 2027 })).toBe("28 February 2027");
  });
});

describe("nextPayoutNote", () => {
  it("says when the next payout comes, or that it has nothing to pay", () => {
    expect(nextPayoutNote(summary(230))).toBe("Expected in your bank on 7 December 2026, after 30 November 2026");
    expect(nextPayoutNote(summary(0, 10))).toBe("Nothing due after 31 October 2026");
  });
});

describe("pending", () => {
  it("names the day a pending amount becomes payable, as the server's Malaysian date says", () => {
    expect(payableDay("2026-12-05")).toBe("5 December 2026");
    expect(payableDay("2027-01-01")).toBe("1 January 2027");
  });

  it("says how much of the unpaid balance is pending, only when some is", () => {
    expect(unpaidNote({ ...summary(230), pendingBalance: 200 })).toBe("Includes RM\u00a0200.00 pending");
    expect(unpaidNote(summary(230))).toBe("Approved income not paid out yet");
  });
});

describe("payoutDetail", () => {
  it("dates a paid payout by its payment, an issued one by its issue", () => {
    const paidAt = "2026-12-03T04:00:00.000Z";
    expect(payoutDetail(payout({ status: "paid", reference: "MBB-1", paidAt }))).toBe(`Paid ${formatDate(paidAt)}`);
    expect(payoutDetail(payout({}))).toBe(
      `Issued ${formatDate("2026-12-01T02:00:00.000Z")}, waiting for the bank transfer`,
    );
  });

  it("tells the member a failed payout's money is not lost", () => {
    expect(payoutDetail(payout({ status: "failed" }))).toBe(
      "The bank could not pay it; it is added to your next payout",
    );
  });
});
