import { Effect } from "effect";
import { paymentFilesApi } from "../../../domain/contract/routes/payment-files.ts";
import { toDecimalString, toRinggit } from "../../../domain/money.ts";
import type { PaymentFormat } from "../../../domain/payment-file.ts";
import { monthOf, periodNamed, yearOf } from "../../../domain/period.ts";
import type { PayerConfig } from "../../platform/config/config.ts";
import { Database } from "../../platform/db/database.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { downloadPaymentFile } from "./kept-files.ts";
import type { PaymentFileRefused } from "./payment-file-refusals.ts";
import { issuePaymentFile, paymentFilePreview, reissuePaymentFile } from "./payment-files.ts";
import type { LeftOut } from "./payment-lines.ts";

// A closed month's payment file for the bank (decisions 29 and 39, docs/payouts.md): a preview
// that changes nothing, the issue that writes the file (a POST), the download of an issued file
// (a GET of the same bytes every time) and the re-issue that opens one more issue.

/** A refusal the admin acts on: 409 with the words, the code and what it names. */
const refused = (refusal: PaymentFileRefused) =>
  Effect.succeed(answer(409, { error: refusal.reason, code: refusal.code, ...refusal.facts }));

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

export const paymentFilesRoutes = (payer: PayerConfig) =>
  implement(paymentFilesApi, {
    preview: ({ query }) =>
      Effect.gen(function* () {
        const period = periodNamed(query);
        const p = yield* paymentFilePreview(yield* Database, period);
        return {
          month: monthOf(period),
          year: yearOf(period),
          issue: p.issue,
          issued: p.issued ? issuedOf(p.issued) : null,
          payments: p.payments,
          total: toRinggit(p.totalSen),
          leftOut: leftOutOf(p.leftOut),
          leftOutAmount: toRinggit(p.leftOutSen),
          digest: p.digest,
        };
      }).pipe(Effect.catchTag("PaymentFileRefused", refused)),
    issue: ({ caller, body }) =>
      Effect.gen(function* () {
        const period = periodNamed(body);
        const file = yield* issuePaymentFile(period, body.format ?? "csv", caller.memberId, payer, body.digest);
        return {
          month: monthOf(period),
          year: yearOf(period),
          ...issuedOf(file),
          leftOut: leftOutOf(file.leftOut),
          leftOutAmount: toRinggit(file.leftOutSen),
        };
      }).pipe(Effect.catchTag("PaymentFileRefused", refused)),
    download: ({ caller, params }) =>
      Effect.gen(function* () {
        const file = yield* downloadPaymentFile(params.id, caller.memberId);
        return answer(200, file.body, {
          "Content-Type": file.format === "csv" ? "text/csv; charset=utf-8" : "application/xml; charset=utf-8",
          "Content-Disposition": `attachment; filename="${file.fileName}"`,
          "X-Payment-Count": String(file.count),
          "X-Payment-Total": toDecimalString(file.totalSen),
          "X-Payouts-Left-Out": String(file.leftOut),
        });
      }).pipe(Effect.catchTag("PaymentFileRefused", refused)),
    reissue: ({ caller, body }) =>
      Effect.gen(function* () {
        const period = periodNamed(body);
        const { issue, replaces } = yield* reissuePaymentFile(period, body.reason, caller.memberId);
        return { month: monthOf(period), year: yearOf(period), issue, replaces };
      }).pipe(Effect.catchTag("PaymentFileRefused", refused)),
  });
