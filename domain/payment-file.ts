import { csvText } from "./csv.ts";
import { toDecimalString } from "./money.ts";
import { DUITNOW_PROXY_CODES, type DuitNowIdType } from "./payout-destination.ts";
import { periodLabel } from "./period.ts";
import { assertWritable } from "./safe-text.ts";

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

// Names and addresses are the members' own text: one a spreadsheet would run as a formula gets
// a leading quote, as the other CSV exports do. The other columns are ours (codes, digits, a
// DuitNow mobile's "+60…") and stay exactly as the bank must read them. No cell holds a line
// break or a control character (writableLine refuses them).
const GUARDED: ReadonlySet<string> = new Set(["beneficiary_name", "beneficiary_email"]);

/** The member a payout id names (PO-202611-42 → 42), for a refusal to say whom to ask. */
const memberOf = (reference: string): number | null => {
  const id = /^PO-\d{6}-(\d+)$/.exec(reference)?.[1];
  return id === undefined ? null : Number(id);
};

// Where each written value comes from, for a refusal an admin can act on: the profile field the
// member corrects (null for what Jemput writes itself).
const PROFILE_FIELDS: Readonly<Partial<Record<(typeof CSV_COLUMNS)[number], string>>> = {
  beneficiary_name: "bank account holder name",
  beneficiary_bank_bic: "bank",
  beneficiary_account_number: "bank account number",
  duitnow_id: "DuitNow ID",
  duitnow_id_country: "passport's country",
  beneficiary_email: "email address",
};

/**
 * One payment's values by column, each refused (UnsafeFileText) when it holds a control
 * character, a line break, a bidi control or an invisible character: text stored before the
 * input rule is never written into a file the bank reads line by line.
 */
export const writableLine = (
  line: PaymentLine,
  file: string,
  values: ReadonlyArray<readonly [(typeof CSV_COLUMNS)[number], string]>,
  /** How the file names the column's value (an XML element); the column itself by default. */
  fieldOf: (column: (typeof CSV_COLUMNS)[number]) => string = (column) => column,
): void => {
  for (const [column, value] of values)
    assertWritable(value, {
      file,
      row: line.reference,
      memberId: memberOf(line.reference),
      field: fieldOf(column),
      profileField: PROFILE_FIELDS[column] ?? null,
      then:
        PROFILE_FIELDS[column] === undefined
          ? null
          : "mark this payout failed so that the next close pays it with the corrected details",
    });
};

/** The values of a payment that come from the member or the payout, by the column they go in. */
export const lineValues = (line: PaymentLine) => {
  const d = line.destination;
  return [
    ["beneficiary_name", line.name],
    ["beneficiary_bank_bic", d.kind === "account" ? d.bic : ""],
    ["beneficiary_account_number", d.kind === "account" ? d.account : ""],
    ["duitnow_id", d.kind === "duitnow" ? d.id : ""],
    ["duitnow_id_country", d.kind === "duitnow" ? (d.country ?? "") : ""],
    ["payment_reference", line.reference],
    ["beneficiary_email", line.email ?? ""],
  ] as const;
};

const detailRow = (line: PaymentLine, description: string): ReadonlyArray<string> => {
  writableLine(line, "bank CSV file", lineValues(line));
  const d = line.destination;
  return [
    "D",
    d.kind === "account" ? "IBG" : "DUITNOW",
    line.name,
    d.kind === "account" ? d.bic : "",
    d.kind === "account" ? d.account : "",
    d.kind === "duitnow" ? DUITNOW_PROXY_CODES[d.idType] : "",
    d.kind === "duitnow" ? d.id : "",
    d.kind === "duitnow" ? (d.country ?? "") : "",
    toDecimalString(line.amountSen),
    line.reference,
    description,
    line.email ?? "",
  ];
};

/**
 * The bulk-payment CSV: the column names, one `D` row per payout, and a trailer row `T` with
 * the number of payments and their total in RM, which the payer's bank checks the rows against.
 * Throws UnsafeFileText, naming the payout, its member and the column, rather than write a value
 * that would break the file.
 */
export const paymentCsv = (batch: PaymentBatch): string => {
  const description = paymentDescription(batch.period);
  return csvText(
    [
      ...batch.lines.map((line) => detailRow(line, description)),
      ["T", String(batch.lines.length), toDecimalString(totalSen(batch.lines))],
    ],
    { columns: CSV_COLUMNS, guarded: GUARDED },
  );
};
