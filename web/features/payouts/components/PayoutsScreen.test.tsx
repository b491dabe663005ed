import { QueryClientProvider } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { payoutSummaryQueryOptions, type PayoutSummary } from "../api/payouts.ts";
import { PayoutsScreen } from "./PayoutsScreen.tsx";

// The screen rendered with its answer already in the cache (or never arriving), as visible text.
async function textWith(summary?: PayoutSummary): Promise<string> {
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  if (summary) queryClient.setQueryData(payoutSummaryQueryOptions().queryKey, summary);
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PayoutsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (await new Response(prelude).text())
    .replace(/<!-- -->/g, "")
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

const base: PayoutSummary = {
  paymentDetailsNeeded: false,
  onHold: false,
  payeeDetailsMissing: [],
  unpaidBalance: 1430,
  pendingBalance: 0,
  pending: [],
  nextClose: { month: 11, year: 2026, closesAt: "2026-11-30T16:00:00.000Z", expectedPayDate: "2026-12-07" },
  willPay: 1230,
  minimum: 0,
  belowMinimum: false,
  payouts: [],
  reversals: [],
};

describe("PayoutsScreen", () => {
  it("shows the balance, the next payout and every payout with its status and reference", async () => {
    const text = await textWith({
      ...base,
      payouts: [
        {
          id: "PO-202610-7",
          month: 10,
          year: 2026,
          amount: 1200,
          withheld: 0,
          sent: 1200,
          status: "paid",
          reference: "MBB-20261103-0042",
          issuedAt: "2026-11-01T02:00:00.000Z",
          paidAt: "2026-11-03T02:00:00.000Z",
        },
        {
          id: "PO-202609-7",
          month: 9,
          year: 2026,
          amount: 200,
          withheld: 0,
          sent: 200,
          status: "failed",
          reference: null,
          issuedAt: "2026-10-01T02:00:00.000Z",
          paidAt: null,
        },
      ],
    });
    expect(text).toContain("Unpaid Balance RM 1,430.00");
    expect(text).toContain("Next Payout RM 1,230.00 Expected in your bank on 7 December 2026, after 30 November 2026");
    expect(text).toMatch(/October 2026 Paid .*Bank reference: MBB-20261103-0042 Paid RM 1,200.00/);
    expect(text).toContain("September 2026 The bank could not pay it; it is added to your next payout");
    expect(text).toMatch(/Bank reference: none yet Failed RM 200.00/);
  });

  it("says a balance below the minimum waits until it reaches it", async () => {
    const text = await textWith({ ...base, unpaidBalance: 30, willPay: 0, minimum: 50, belowMinimum: true });
    expect(text).toContain("Next Payout RM 0.00 Below the RM 50.00 minimum: paid once your balance reaches RM 50.00");
  });

  it("shows a payout's gross with what was sent and what section 107D withheld", async () => {
    const text = await textWith({
      ...base,
      payouts: [
        {
          id: "PO-202612-7",
          month: 12,
          year: 2026,
          amount: 230,
          withheld: 4.6,
          sent: 225.4,
          status: "issued",
          reference: null,
          issuedAt: "2027-01-05T02:00:00.000Z",
          paidAt: null,
        },
      ],
    });
    expect(text).toContain("RM 225.40 sent to your bank; RM 4.60 withheld for income tax (section 107D)");
    expect(text).toContain("RM 230.00");
  });

  it("says how much of the balance is pending and from which day each part is payable", async () => {
    const text = await textWith({
      ...base,
      pendingBalance: 230,
      pending: [
        { payableOn: "2026-12-05", amount: 200 },
        { payableOn: "2026-12-06", amount: 30 },
      ],
    });
    expect(text).toContain("Unpaid Balance RM 1,430.00 Includes RM 230.00 pending");
    expect(text).toContain("Pending Pay for a newly approved post is held");
    expect(text).toContain("RM 200.00 · payable from 5 December 2026 RM 30.00 · payable from 6 December 2026");
  });

  it("says when there are no payouts yet", async () => {
    const text = await textWith(base);
    expect(text).toContain("No payouts yet");
    expect(text).toContain("Unpaid Balance RM 1,430.00 Approved income not paid out yet");
    expect(text).not.toContain("Pending");
    expect(text).not.toContain("Bank reference");
    expect(text).not.toContain("Reversals");
  });

  it("lists reversals: the member's own post with its reason, a recruit's with no more than the amount", async () => {
    const text = await textWith({
      ...base,
      reversals: [
        { month: 12, year: 2026, amount: -30, kind: "level1_reversal", title: null, reason: null },
        {
          month: 11,
          year: 2026,
          amount: -200,
          kind: "personal_reversal",
          title: "Kopi review",
          reason: "Post taken down",
        },
      ],
    });
    expect(text).toContain("Reversals");
    expect(text).toContain("December 2026 \u2212 RM 30.00 A recruit's post was reversed");
    expect(text).toContain(
      'November 2026 \u2212 RM 200.00 Your post "Kopi review" was reversed Reason: Post taken down',
    );
  });

  it("holds the figures' room while loading, without inventing zeros", async () => {
    const text = await textWith();
    expect(text).toContain("Unpaid Balance");
    expect(text).toContain("Next Payout");
    expect(text).not.toContain("RM 0.00");
  });
});
