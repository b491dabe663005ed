import { Effect, Schema } from "effect";
import { Router } from "express";
import { ReissueBody, ReissueResult } from "../../../domain/contract/payouts.ts";
import { PAYMENT_FORMATS } from "../../../domain/payment-file.ts";
import { makePeriod, monthOf, yearOf } from "../../../domain/period.ts";
import { toDecimalString } from "../../../domain/money.ts";
import { ADMIN_HEADERS, periodFromQuery, requireAdminAction } from "../admin/guard.ts";
import { now } from "../../platform/clock/now.ts";
import type { PayerConfig } from "../../platform/config/config.ts";
import { encode } from "../../platform/http/encode.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput, withTrimmed } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { reissuePaymentFile, takePaymentFile } from "./payment-files.ts";

// A closed month's payment file for the bank (decision 29, docs/payouts.md): the CSV or the
// ISO 20022 XML, downloaded once per issue, and the re-issue that allows one more download.

const FormatQuery = Schema.Struct({ format: Schema.optional(Schema.Literals(PAYMENT_FORMATS)) });

export const paymentFileRoutes = (runtime: AppRuntime, payer: PayerConfig) =>
  Router()
    .get(
      "/api/admin/payouts/bank-file",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { caller } = yield* requireAdminAction(req);
          const period = yield* periodFromQuery(req.query, yield* now, { required: true });
          const { format = "csv" } = yield* decodeInput(
            FormatQuery,
            "Invalid format",
          )({
            format: req.query["format"] || undefined,
          });
          const file = yield* takePaymentFile(period, format, caller.memberId, payer);
          return {
            body: file.body,
            headers: {
              ...ADMIN_HEADERS,
              "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/xml; charset=utf-8",
              "Content-Disposition": `attachment; filename="${file.fileName}"`,
              "X-Payment-Count": String(file.count),
              "X-Payment-Total": toDecimalString(file.totalSen),
              "X-Payouts-Left-Out": String(file.leftOut),
            },
          };
        }),
      ),
    )
    .post(
      "/api/admin/payouts/bank-file/reissue",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { caller } = yield* requireAdminAction(req);
          const input = yield* decodeInput(ReissueBody, "Invalid re-issue")(withTrimmed(req.body, "reason"));
          const period = makePeriod(Number(input.year), Number(input.month));
          const { issue, replaces } = yield* reissuePaymentFile(period, input.reason, caller.memberId);
          return {
            body: encode(ReissueResult, { month: monthOf(period), year: yearOf(period), issue, replaces }),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    );
