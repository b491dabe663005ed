import { Effect } from "effect";
import { Router } from "express";
import {
  BankFilePreview,
  IssueBody,
  IssueResult,
  ReissueBody,
  ReissueResult,
} from "../../../domain/contract/payouts.ts";
import { toDecimalString, toRinggit } from "../../../domain/money.ts";
import type { PaymentFormat } from "../../../domain/payment-file.ts";
import { makePeriod, monthOf, yearOf } from "../../../domain/period.ts";
import { ADMIN_HEADERS, pathParam, periodFromQuery, requireAdminAction } from "../admin/guard.ts";
import { now } from "../../platform/clock/now.ts";
import type { PayerConfig } from "../../platform/config/config.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { route, type Reply } from "../../platform/http/route.ts";
import { decodeInput, withTrimmed } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { downloadPaymentFile } from "./kept-files.ts";
import type { PaymentFileRefused } from "./payment-file-refusals.ts";
import { issuePaymentFile, paymentFilePreview, reissuePaymentFile } from "./payment-files.ts";
import type { LeftOut } from "./payment-lines.ts";

// A closed month's payment file for the bank (decisions 29 and 39, docs/payouts.md): a preview
// that changes nothing, the issue that writes the file (a POST), the download of an issued file
// (a GET of the same bytes every time) and the re-issue that opens one more issue.

/** A refusal the admin acts on: 409 with the words, the code and what it names. */
const refused = (refusal: PaymentFileRefused) =>
  Effect.succeed<Reply>({
    status: 409,
    body: { error: refusal.reason, code: refusal.code, ...refusal.facts },
    headers: ADMIN_HEADERS,
  });

const leftOutOf = (leftOut: ReadonlyArray<LeftOut>) =>
  leftOut.map(({ amountSen, ...l }) => ({ ...l, amount: toRinggit(amountSen) }));

type Written = {
  id: string;
  issue: number;
  fileName: string;
  format: PaymentFormat;
  issuedAt: Date;
  payments: number;
  totalSen: number;
};
const issuedOf = (f: Written) => ({
  id: f.id,
  issue: f.issue,
  fileName: f.fileName,
  format: f.format,
  issuedAt: f.issuedAt.toISOString(),
  payments: f.payments,
  total: toRinggit(f.totalSen),
});

export const paymentFileRoutes = (runtime: AppRuntime, payer: PayerConfig) =>
  Router()
    .get(
      "/api/admin/payouts/bank-file/preview",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const period = yield* periodFromQuery(req.query, yield* now, { required: true });
          const p = yield* paymentFilePreview(yield* Database, period);
          return {
            body: encode(BankFilePreview, {
              month: monthOf(period),
              year: yearOf(period),
              issue: p.issue,
              issued: p.issued ? issuedOf(p.issued) : null,
              payments: p.payments,
              total: toRinggit(p.totalSen),
              leftOut: leftOutOf(p.leftOut),
              leftOutAmount: toRinggit(p.leftOutSen),
              digest: p.digest,
            }),
            headers: ADMIN_HEADERS,
          };
        }).pipe(Effect.catchTag("PaymentFileRefused", refused)),
      ),
    )
    .post(
      "/api/admin/payouts/bank-file",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { caller } = yield* requireAdminAction(req);
          const input = yield* decodeInput(IssueBody, "Invalid payment file")(req.body);
          const period = makePeriod(Number(input.year), Number(input.month));
          const file = yield* issuePaymentFile(period, input.format ?? "csv", caller.memberId, payer, input.digest);
          return {
            body: encode(IssueResult, {
              month: monthOf(period),
              year: yearOf(period),
              ...issuedOf(file),
              leftOut: leftOutOf(file.leftOut),
              leftOutAmount: toRinggit(file.leftOutSen),
            }),
            headers: ADMIN_HEADERS,
          };
        }).pipe(Effect.catchTag("PaymentFileRefused", refused)),
      ),
    )
    .get(
      "/api/admin/payouts/bank-file/:id",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { caller } = yield* requireAdminAction(req);
          const file = yield* downloadPaymentFile(pathParam(req, "id"), caller.memberId);
          return {
            body: file.body,
            headers: {
              ...ADMIN_HEADERS,
              "Content-Type": file.format === "csv" ? "text/csv; charset=utf-8" : "application/xml; charset=utf-8",
              "Content-Disposition": `attachment; filename="${file.fileName}"`,
              "X-Payment-Count": String(file.count),
              "X-Payment-Total": toDecimalString(file.totalSen),
              "X-Payouts-Left-Out": String(file.leftOut),
            },
          };
        }).pipe(Effect.catchTag("PaymentFileRefused", refused)),
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
        }).pipe(Effect.catchTag("PaymentFileRefused", refused)),
      ),
    );
