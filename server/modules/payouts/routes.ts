import { Effect } from "effect";
import { payoutsApi } from "../../../domain/contract/routes/payouts.ts";
import { toRinggit } from "../../../domain/money.ts";
import { monthOf, periodLabel, periodNamed, yearOf } from "../../../domain/period.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { recordAccess } from "../access-log/store.ts";
import { closeMonth } from "./handlers.ts";
import { closePreviewOf, type ClosePreview } from "./close-preview.ts";
import { payoutsOfMember, payoutsOfMonth } from "./queries.ts";
import { payoutSummaryOf } from "./summary.ts";

// Closing a finished month issues the payouts (409 before the month has ended in Malaysia;
// closing again issues nothing); an admin pays them through the bank and records what the bank
// did with each (settlement-routes.ts).

const previewBody = (p: ClosePreview) => ({
  month: monthOf(p.period),
  year: yearOf(p.period),
  closed: p.closed,
  payouts: p.payouts,
  total: toRinggit(p.totalSen),
  held: p.held.map(({ amountSen, ...m }) => ({ ...m, amount: toRinggit(amountSen) })),
  heldAmount: toRinggit(p.heldSen),
  pending: p.pending,
  pendingAmount: toRinggit(p.pendingSen),
  withoutDetails: p.withoutDetails.map(({ amountSen, ...m }) => ({ ...m, amount: toRinggit(amountSen) })),
  withoutDetailsAmount: toRinggit(p.withoutDetailsSen),
  minimum: toRinggit(p.minimumSen),
  belowMinimum: p.belowMinimum,
  belowMinimumAmount: toRinggit(p.belowMinimumSen),
  withholding: p.withholding,
  withheldAmount: toRinggit(p.withheldSen),
  digest: p.digest,
});

export const payoutsRoutes = implement(payoutsApi, {
  mine: ({ caller }) =>
    Effect.gen(function* () {
      return yield* payoutsOfMember(yield* Database, caller.memberId);
    }),
  summary: ({ caller }) =>
    Effect.gen(function* () {
      return yield* payoutSummaryOf(yield* Database, caller.memberId, yield* now);
    }),
  closePreview: ({ query }) =>
    Effect.gen(function* () {
      return previewBody(yield* closePreviewOf(yield* Database, periodNamed(query), yield* now));
    }),
  close: ({ body, metadata }) => {
    const period = periodNamed(body);
    return closeMonth(period, metadata, body.digest).pipe(
      Effect.map(
        ({ issued, totalSen, held, heldSen, pending, pendingSen, belowMinimum, belowMinimumSen, withheldSen }) => ({
          month: monthOf(period),
          year: yearOf(period),
          issued,
          total: toRinggit(totalSen),
          held,
          heldAmount: toRinggit(heldSen),
          pending,
          pendingAmount: toRinggit(pendingSen),
          belowMinimum,
          belowMinimumAmount: toRinggit(belowMinimumSen),
          withheldAmount: toRinggit(withheldSen),
        }),
      ),
      // A bound close whose figures changed is refused with what it would issue now.
      Effect.catchTag("CloseChanged", (changed) =>
        Effect.succeed(
          answer(409, { error: changed.message, code: "close_changed", preview: previewBody(changed.preview) }),
        ),
      ),
    );
  },
  // The month's payouts carry bank details, so each reading of them is in the data-access log
  // (each download of a payment file is logged by kept-files.ts).
  list: ({ caller, query }) =>
    Effect.gen(function* () {
      const period = periodNamed(query);
      const db = yield* Database;
      const rows = yield* payoutsOfMonth(db, period);
      yield* recordAccess(db, {
        actorId: caller.memberId,
        memberId: null,
        action: "payout_list_view",
        rows: rows.length,
        detail: { period: periodLabel(period) },
      });
      return rows;
    }),
});
