import { Effect } from "effect";
import { Router } from "express";
import { FailedBody, FailedResult, PaidBody, PaidResult, ReconcileReport } from "../../../domain/contract/payouts.ts";
import { ADMIN_HEADERS, pathParam, requireAdminAction } from "../admin/guard.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput, withTrimmed } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { readBankResultUpload } from "./bank-result-upload.ts";
import { markFailed, markPaid } from "./handlers.ts";
import { payoutById } from "./queries.ts";
import { reconcile } from "./reconcile.ts";

// What the bank did with issued payouts, recorded by an admin: one payout paid (with the bank's
// reference) or failed (its lines are unpaid again, for the next close), or a whole result
// file from the bank at once. All three decide with the same command (handlers.ts).
export const payoutSettlementRoutes = (runtime: AppRuntime) =>
  Router()
    .post(
      "/api/admin/payouts/:id/paid",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { metadata } = yield* requireAdminAction(req);
          const payoutId = pathParam(req, "id");
          const input = yield* decodeInput(PaidBody, "Invalid reference")(withTrimmed(req.body, "reference"));
          const appended = yield* markPaid(payoutId, input.reference, metadata);
          return {
            body: encode(PaidResult, {
              payout: yield* payoutById(yield* Database, payoutId),
              changed: appended.length > 0,
            }),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    )
    .post(
      "/api/admin/payouts/:id/failed",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { metadata } = yield* requireAdminAction(req);
          const payoutId = pathParam(req, "id");
          const input = yield* decodeInput(FailedBody, "Invalid reason")(withTrimmed(req.body, "reason"));
          const appended = yield* markFailed(payoutId, input.reason, metadata);
          return {
            body: encode(FailedResult, {
              payout: yield* payoutById(yield* Database, payoutId),
              changed: appended.length > 0,
            }),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    )
    .post(
      "/api/admin/payouts/reconcile",
      // The caller is checked before a byte of the upload is read.
      route(runtime, (req, res) =>
        Effect.gen(function* () {
          const { metadata } = yield* requireAdminAction(req);
          const { lines, period } = yield* readBankResultUpload(req, res);
          return { body: encode(ReconcileReport, yield* reconcile(lines, metadata, period)), headers: ADMIN_HEADERS };
        }),
      ),
    );
