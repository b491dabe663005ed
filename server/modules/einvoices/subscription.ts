import { Effect } from "effect";
import { SubmitsEInvoices } from "../../platform/config/einvoice.ts";
import type { Subscription } from "../../platform/event-store/subscription.ts";
import { queueCreditNotes, queueInvoices } from "./store.ts";

// Each payout issued is queued for its self-billed e-invoice by following the log (decision 61),
// not in the close's transaction: a close of thousands writes nothing more than it did, and a
// payout issued while MyInvois or a server was down is queued when the log is read again. A
// payout that failed queues its credit note. Only with EINVOICE=on and MyInvois configured.
export const einvoiceSubscription: Subscription = {
  name: "einvoices",
  apply: (tx, events) =>
    Effect.gen(function* () {
      if (!(yield* SubmitsEInvoices)) return;
      yield* queueInvoices(
        tx,
        events.flatMap(({ event }) =>
          event.type === "PayoutIssued"
            ? [
                {
                  payoutId: event.data.payoutId,
                  memberId: event.data.memberId,
                  period: event.data.period,
                  amountSen: event.data.amountSen,
                  at: event.data.at,
                },
              ]
            : [],
        ),
      );
      yield* queueCreditNotes(
        tx,
        events.flatMap(({ event }) =>
          event.type === "PayoutFailed" ? [{ payoutId: event.data.payoutId, at: event.data.at }] : [],
        ),
      );
    }),
};
