import { Effect } from "effect";
import { settlementApi } from "../../../domain/contract/routes/settlement.ts";
import { Database } from "../../platform/db/database.ts";
import { implement } from "../../platform/http/bind.ts";
import { readBankResultUpload } from "./bank-result-upload.ts";
import { markFailed, markPaid } from "./handlers.ts";
import { payoutById } from "./queries.ts";
import { reconcile } from "./reconcile.ts";

// What the bank did with issued payouts, recorded by an admin: one payout paid (with the bank's
// reference) or failed (its lines are unpaid again, for the next close), or a whole result
// file from the bank at once. All three decide with the same command (handlers.ts).

/** The payout as it is now, and whether the decision changed it (`changed: false`: it had it already). */
const decided = (payoutId: string, appended: ReadonlyArray<unknown>) =>
  Effect.gen(function* () {
    return { payout: yield* payoutById(yield* Database, payoutId), changed: appended.length > 0 };
  });

export const settlementRoutes = implement(settlementApi, {
  paid: ({ params, body, metadata }) =>
    Effect.flatMap(markPaid(params.id, body.reference, metadata), (appended) => decided(params.id, appended)),
  failed: ({ params, body, metadata }) =>
    Effect.flatMap(markFailed(params.id, body.reason, metadata), (appended) => decided(params.id, appended)),
  // The binder checks the caller before a byte of the upload is read.
  reconcile: ({ req, res, metadata }) =>
    Effect.gen(function* () {
      const { lines, period } = yield* readBankResultUpload(req, res);
      return yield* reconcile(lines, metadata, period);
    }),
});
