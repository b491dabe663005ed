import { toDecimalString } from "./money.ts";
import {
  lineValues,
  paymentDescription,
  totalSen,
  writableLine,
  type CSV_COLUMNS,
  type PaymentBatch,
  type PaymentLine,
} from "./payment-file.ts";
import { DUITNOW_PROXY_CODES } from "./payout-destination.ts";
import { assertWritable } from "./safe-text.ts";

// A closed month's payments as an ISO 20022 CustomerCreditTransferInitiation, version
// pain.001.001.09: one group header, one payment information block (the payer's account, one
// execution date) and one credit transfer per payout. Elements appear in the order the
// schema's sequences require; docs/payouts.md lists each with where its value comes from.

export const PAIN001_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09";

/** The paying account, from PAYER_NAME, PAYER_ACCOUNT and PAYER_BIC. */
export interface Payer {
  readonly name: string;
  readonly account: string;
  readonly bic: string;
}

const escape = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** Max140Text and the like: the schema's limits, cut rather than refused (a long name still pays). */
const text = (value: string, max: number) => escape([...value].slice(0, max).join(""));

// A tiny element writer: el("Nm", "x") → <Nm>x</Nm>; children are joined as they come.
const el = (name: string, ...children: ReadonlyArray<string>) => `<${name}>${children.join("")}</${name}>`;

/** ISODateTime without milliseconds, in UTC. */
const isoDateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

const creditorAccount = (line: PaymentLine): ReadonlyArray<string> => {
  const d = line.destination;
  if (d.kind === "account")
    return [
      el("CdtrAgt", el("FinInstnId", el("BICFI", d.bic))),
      el("Cdtr", el("Nm", text(line.name, 140))),
      el("CdtrAcct", el("Id", el("Othr", el("Id", text(d.account, 34))))),
    ];
  // The account's Id is required by the schema even beside a proxy: it repeats the DuitNow ID
  // under the scheme name DUITNOW (a passport's issuing country as its issuer), and Prxy says
  // what kind of ID it is. The bank resolves it to an account.
  const issuer = d.country === null ? [] : [el("Issr", d.country)];
  return [
    el("Cdtr", el("Nm", text(line.name, 140))),
    el(
      "CdtrAcct",
      el("Id", el("Othr", el("Id", text(d.id, 34)), el("SchmeNm", el("Prtry", "DUITNOW")), ...issuer)),
      el("Prxy", el("Tp", el("Prtry", DUITNOW_PROXY_CODES[d.idType])), el("Id", text(d.id, 2048))),
    ),
  ];
};

const FILE = "ISO 20022 payment file";

// The element each of a payment's values is written in, as a refusal names it.
const ELEMENTS: Readonly<Record<(typeof CSV_COLUMNS)[number], string>> = {
  record_type: "",
  payment_type: "",
  beneficiary_name: "Cdtr/Nm",
  beneficiary_bank_bic: "CdtrAgt/FinInstnId/BICFI",
  beneficiary_account_number: "CdtrAcct/Id/Othr/Id",
  duitnow_id_type: "CdtrAcct/Prxy/Tp/Prtry",
  duitnow_id: "CdtrAcct/Prxy/Id",
  duitnow_id_country: "CdtrAcct/Id/Othr/Issr",
  amount: "Amt/InstdAmt",
  payment_reference: "PmtId/EndToEndId",
  payment_description: "RmtInf/Ustrd",
  beneficiary_email: "",
};

const transfer = (line: PaymentLine, description: string) => {
  // Escaping makes markup safe; it cannot make a control character legal XML. The email is not
  // written here.
  const values = lineValues(line).filter(([column]) => column !== "beneficiary_email");
  writableLine(line, FILE, values, (column) => ELEMENTS[column]);
  return el(
    "CdtTrfTxInf",
    el("PmtId", el("InstrId", text(line.reference, 35)), el("EndToEndId", text(line.reference, 35))),
    el("Amt", `<InstdAmt Ccy="MYR">${toDecimalString(line.amountSen)}</InstdAmt>`),
    ...creditorAccount(line),
    el("RmtInf", el("Ustrd", text(`${description} ${line.reference}`, 140))),
  );
};

/** The payer's settings are the operator's text: refused alike, naming the setting to correct. */
const writablePayer = (payer: Payer): void => {
  for (const [setting, value] of [
    ["PAYER_NAME", payer.name],
    ["PAYER_ACCOUNT", payer.account],
    ["PAYER_BIC", payer.bic],
  ] as const)
    assertWritable(value, {
      file: FILE,
      row: "the payer",
      memberId: null,
      field: setting,
      profileField: null,
      then: null,
    });
};

/**
 * The whole file; every amount is the payout's sen written as RM, and the sums are of those sen.
 * Throws UnsafeFileText, naming the payout, its member and the element, rather than write a
 * value XML cannot hold or a reader would see reversed.
 */
export const pain001Xml = (batch: PaymentBatch, payer: Payer): string => {
  writablePayer(payer);
  const count = String(batch.lines.length);
  const sum = toDecimalString(totalSen(batch.lines));
  // The message and the payment block are named after the file: each issue is a new name.
  const msgId = text(batch.fileName.replace(/\.xml$/, ""), 35);
  const description = paymentDescription(batch.period);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<Document xmlns="${PAIN001_NAMESPACE}">` +
    el(
      "CstmrCdtTrfInitn",
      el(
        "GrpHdr",
        el("MsgId", msgId),
        el("CreDtTm", isoDateTime(batch.createdAt)),
        el("NbOfTxs", count),
        el("CtrlSum", sum),
        el("InitgPty", el("Nm", text(payer.name, 140))),
      ),
      el(
        "PmtInf",
        el("PmtInfId", msgId),
        el("PmtMtd", "TRF"),
        el("NbOfTxs", count),
        el("CtrlSum", sum),
        el("ReqdExctnDt", el("Dt", batch.executionDate)),
        el("Dbtr", el("Nm", text(payer.name, 140))),
        el("DbtrAcct", el("Id", el("Othr", el("Id", text(payer.account, 34)))), el("Ccy", "MYR")),
        el("DbtrAgt", el("FinInstnId", el("BICFI", text(payer.bic, 11)))),
        ...batch.lines.map((line) => transfer(line, description)),
      ),
    ) +
    `</Document>\n`
  );
};
