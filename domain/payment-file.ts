import { toDecimalString } from "./money.ts";
import { DUITNOW_PROXY_CODES, type DuitNowIdType } from "./payout-destination.ts";
import { periodLabel } from "./period.ts";

// What a closed month's payment file says, whichever layout it is written in: the DuitNow/IBG
// bulk-payment CSV below or ISO 20022 pain.001 (pain001.ts). Both are documented column by
// column in docs/payouts.md. Amounts are sen until they are written, as RM with two decimals.

/** Where one payout goes: an account at a bank (by BIC), or a DuitNow ID the bank resolves. */
export type PaymentDestination =
  | { readonly kind: "account"; readonly bic: string; readonly account: string }
  | {
      readonly kind: "duitnow";
      readonly idType: DuitNowIdType;
      readonly id: string;
      /** The issuing country of a passport. */
      readonly country: string | null;
    };

export interface PaymentLine {
  /** The payout id: the bank's statement and result file name each payment by it. */
  readonly reference: string;
  readonly name: string;
  readonly email: string | null;
  readonly amountSen: number;
  readonly destination: PaymentDestination;
}

export interface PaymentBatch {
  readonly fileName: string;
  /** The month the payouts are for. */
  readonly period: number;
  readonly createdAt: Date;
  /** The day the payer asks the bank to pay, in Malaysia (YYYY-MM-DD). */
  readonly executionDate: string;
  readonly lines: ReadonlyArray<PaymentLine>;
}

export const PAYMENT_FORMATS = ["csv", "pain.001"] as const;
export type PaymentFormat = (typeof PAYMENT_FORMATS)[number];

/**
 * "jemput-payouts-2026-11-<close id>-<seq>.csv": the month, the log position of its close and
 * the number, so no two files anywhere share a name (the bank refuses a name twice).
 */
export const paymentFileName = (period: number, closeId: number, seq: number, format: PaymentFormat): string =>
  `jemput-payouts-${periodLabel(period)}-${closeId}-${seq}.${format === "csv" ? "csv" : "xml"}`;

export const totalSen = (lines: ReadonlyArray<PaymentLine>): number =>
  lines.reduce((sum, line) => sum + line.amountSen, 0);

/** What the member's bank statement shows beside the money. */
export const paymentDescription = (period: number): string => `Jemput payout ${periodLabel(period)}`;

export const CSV_COLUMNS = [
  "record_type",
  "payment_type",
  "beneficiary_name",
  "beneficiary_bank_bic",
  "beneficiary_account_number",
  "duitnow_id_type",
  "duitnow_id",
  "duitnow_id_country",
  "amount",
  "payment_reference",
  "payment_description",
  "beneficiary_email",
] as const;

// RFC 4180 quoting. Names and addresses are the members' own text: one a spreadsheet would run
// as a formula gets a leading quote, as the other CSV exports do. The other columns are ours
// (codes, digits, a DuitNow mobile's "+60…") and stay exactly as the bank must read them.
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const typed = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const detailRow = (line: PaymentLine, description: string): ReadonlyArray<string> => {
  const d = line.destination;
  return [
    "D",
    d.kind === "account" ? "IBG" : "DUITNOW",
    typed(line.name),
    d.kind === "account" ? d.bic : "",
    d.kind === "account" ? d.account : "",
    d.kind === "duitnow" ? DUITNOW_PROXY_CODES[d.idType] : "",
    d.kind === "duitnow" ? d.id : "",
    d.kind === "duitnow" ? (d.country ?? "") : "",
    toDecimalString(line.amountSen),
    line.reference,
    description,
    typed(line.email ?? ""),
  ].map(quoted);
};

/**
 * The bulk-payment CSV: the column names, one `D` row per payout, and a trailer row `T` with
 * the number of payments and their total in RM, which the payer's bank checks the rows against.
 */
export const paymentCsv = (batch: PaymentBatch): string => {
  const description = paymentDescription(batch.period);
  return (
    [
      CSV_COLUMNS.join(","),
      ...batch.lines.map((line) => detailRow(line, description).join(",")),
      ["T", String(batch.lines.length), toDecimalString(totalSen(batch.lines))].join(","),
    ].join("\r\n") + "\r\n"
  );
};
