import { describe, expect, it } from "vitest";
import { closeToast } from "./use-payout-actions.ts";

// The toast after a close, in English (the tests' language).
const result = {
  month: 11,
  year: 2026,
  issued: 12,
  total: 2760,
  held: 0,
  heldAmount: 0,
  pending: 0,
  pendingAmount: 0,
  belowMinimum: 0,
  belowMinimumAmount: 0,
  withheldAmount: 0,
};

describe("closeToast", () => {
  it("says what the close issued, and what it left in its holding period or held for review", () => {
    expect(closeToast(result)).toEqual({
      title: "Month closed",
      description: "12 payouts issued, RM\u00a02,760.00 in total.",
      variant: "success",
    });
    expect(closeToast({ ...result, held: 1, heldAmount: 200, pending: 3, pendingAmount: 460 }).description).toBe(
      "12 payouts issued, RM\u00a02,760.00 in total. 1 member held for risk review (RM\u00a0200.00). " +
        "3 members with pay still in its holding period (RM\u00a0460.00), left for a later close.",
    );
  });

  it("says what a close carried forward below the minimum and withheld under section 107D", () => {
    expect(closeToast({ ...result, belowMinimum: 2, belowMinimumAmount: 60, withheldAmount: 4.6 }).description).toBe(
      "12 payouts issued, RM\u00a02,760.00 in total. 2 members below the payout minimum (RM\u00a060.00), carried forward. " +
        "RM\u00a04.60 withheld under section 107D.",
    );
  });

  it("says why a close issued nothing when all it found is still in its holding period", () => {
    expect(closeToast({ ...result, issued: 0, total: 0, pending: 1, pendingAmount: 200 })).toEqual({
      title: "No new payouts",
      description: "1 member with pay still in its holding period (RM\u00a0200.00), left for a later close.",
    });
  });
});
