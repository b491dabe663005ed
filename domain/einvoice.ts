import { alpha3Of } from "./countries-alpha3.ts";
import type { Sen } from "./money.ts";
import { monthOf, yearOf, type Period } from "./period.ts";
import type { IdentityType, ResidentialAddress } from "./payee-identity.ts";
import { STATES } from "./profile-options.ts";
import { checkEInvoice, type Problem } from "./einvoice-check.ts";

// The self-billed e-invoice LHDN's MyInvois takes for each payout (decision 61), as UBL 2.1 in
// MyInvois's JSON form, document version 1.0 (unsigned). Jemput pays the member, so Jemput issues
// the invoice for them: the member is the supplier and the company the buyer (MyInvois SDK,
// "Self-billed Invoice v1.0"). A failed payout is taken back by a self-billed credit note naming
// the invoice's UUID. Built here without I/O, and checked before it is submitted.

/** MyInvois's e-invoice types (SDK, codes "e-Invoice Types"). */
export const DOCUMENT_TYPES = { invoice: "11", creditNote: "12" } as const;
export type DocumentKind = "invoice" | "credit_note";
/** The document type version built: 1.0 is not signed (1.1 needs a digital signature). */
export const DOCUMENT_VERSION = "1.0";
/** "Self-billed - Monetary payment to agents, dealers or distributors" (SDK, classification codes). */
export const CLASSIFICATION = "037";
/** MSIC code LHDN asks for a supplier with no business activity code. */
const NO_MSIC = { code: "00000", name: "NOT APPLICABLE" };

/** MyInvois's state codes (SDK, "State Codes"): 17 is "Not Applicable", used outside Malaysia. */
const STATE_CODES: Readonly<Record<(typeof STATES)[number], string>> = {
  Johor: "01",
  Kedah: "02",
  Kelantan: "03",
  "Malacca (Melaka)": "04",
  "Negeri Sembilan": "05",
  Pahang: "06",
  "Penang (Pulau Pinang)": "07",
  Perak: "08",
  Perlis: "09",
  Selangor: "10",
  Terengganu: "11",
  Sabah: "12",
  Sarawak: "13",
  "Kuala Lumpur": "14",
  Labuan: "15",
  Putrajaya: "16",
};
const NOT_APPLICABLE_STATE = "17";

export const stateCodeOf = (state: string, country: string): string =>
  country === "MY" ? (STATE_CODES[state as keyof typeof STATE_CODES] ?? NOT_APPLICABLE_STATE) : NOT_APPLICABLE_STATE;

/** The member paid: the self-billed document's supplier. */
export interface Payee {
  readonly name: string;
  readonly identityType: IdentityType;
  readonly identityNumber: string;
  readonly tin: string;
  readonly address: ResidentialAddress;
  readonly phone: string;
  readonly email: string | null;
}

/** The company paying: the self-billed document's buyer (COMPANY_* settings). */
export interface Company {
  readonly name: string;
  readonly ssm: string;
  readonly tin: string;
  readonly address: string;
  readonly msic: string;
  readonly phone: string;
  readonly email: string;
}

export interface DocumentInput {
  readonly kind: DocumentKind;
  readonly payoutId: string;
  readonly period: Period;
  readonly amountSen: Sen;
  /** When the document is issued: fixed at its first build, so a retry is the same document. */
  readonly issuedAt: Date;
  readonly payee: Payee;
  readonly company: Company;
  /** A credit note's invoice: its internal ID and the UUID MyInvois gave it. */
  readonly original?: { readonly id: string; readonly uuid: string };
}

/** The internal ID (and the submission's codeNumber) of a payout's document. */
export const documentIdOf = (payoutId: string, kind: DocumentKind) =>
  kind === "invoice" ? payoutId : `${payoutId}-CN`;

// An amount is kept as sen until the document is written, so it goes out as exactly two decimals.
const AMOUNT = "\u0000sen:";
const amount = (sen: Sen) => [{ _: `${AMOUNT}${sen}`, currencyID: "MYR" }];
const v = (value: string) => [{ _: value }];

/** The company's one-line address split as LHDN's fields want it: lines, postcode, city, state. */
export const companyAddress = (line: string) => {
  const postcode = /\b(\d{5})\b/.exec(line)?.[1] ?? "";
  const [before = "", after = ""] = line.split(postcode);
  const city = after.split(",")[0]!.trim();
  const lines = before
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const state = STATES.find((s) => line.toLowerCase().includes(s.split(" (")[0]!.toLowerCase())) ?? "";
  return { lines: lines.length > 0 ? lines : [line], postcode, city: city || state, state };
};

const postalAddress = (
  lines: ReadonlyArray<string>,
  postcode: string,
  city: string,
  state: string,
  country: string,
) => [
  {
    AddressLine: lines.slice(0, 3).map((line) => ({ Line: v(line) })),
    PostalZone: v(postcode),
    CityName: v(city),
    CountrySubentityCode: v(stateCodeOf(state, country)),
    Country: [{ IdentificationCode: [{ _: alpha3Of(country) ?? "", listID: "ISO3166-1", listAgencyID: "6" }] }],
  },
];

const lastDay = (period: Period) => new Date(Date.UTC(yearOf(period), monthOf(period), 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");

/** The document as MyInvois's UBL JSON tree (amounts still in sen; `writeDocument` writes them). */
export const buildDocument = (input: DocumentInput) => {
  const { payee, company, period, amountSen: total } = input;
  const month = `${yearOf(period)}-${pad(monthOf(period))}`;
  const iso = input.issuedAt.toISOString();
  const credit = input.kind === "credit_note";
  const where = companyAddress(company.address);
  const zeroTax = [
    {
      TaxAmount: amount(0),
      TaxSubtotal: [
        {
          TaxableAmount: amount(total),
          TaxAmount: amount(0),
          TaxCategory: [
            {
              ID: v("06"),
              TaxExemptionReason: v("Not subject to sales or service tax"),
              TaxScheme: [{ ID: [{ _: "OTH", schemeID: "UN/ECE 5153", schemeAgencyID: "6" }] }],
            },
          ],
        },
      ],
    },
  ];
  const payeeIds = [
    { ID: [{ _: payee.tin, schemeID: "TIN" }] },
    { ID: [{ _: payee.identityNumber, schemeID: payee.identityType === "mykad" ? "NRIC" : "PASSPORT" }] },
    { ID: [{ _: "NA", schemeID: "SST" }] },
    { ID: [{ _: "NA", schemeID: "TTX" }] },
  ];
  return {
    _D: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    _A: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
    _B: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    Invoice: [
      {
        ID: v(documentIdOf(input.payoutId, input.kind)),
        IssueDate: v(iso.slice(0, 10)),
        IssueTime: v(`${iso.slice(11, 19)}Z`),
        InvoiceTypeCode: [
          { _: credit ? DOCUMENT_TYPES.creditNote : DOCUMENT_TYPES.invoice, listVersionID: DOCUMENT_VERSION },
        ],
        DocumentCurrencyCode: v("MYR"),
        TaxCurrencyCode: v("MYR"),
        InvoicePeriod: [
          {
            StartDate: v(`${month}-01`),
            EndDate: v(`${month}-${pad(lastDay(period))}`),
            Description: v("Monthly"),
          },
        ],
        ...(credit && input.original
          ? {
              BillingReference: [
                { InvoiceDocumentReference: [{ ID: v(input.original.id), UUID: v(input.original.uuid) }] },
              ],
            }
          : {}),
        AccountingSupplierParty: [
          {
            Party: [
              {
                IndustryClassificationCode: [{ _: NO_MSIC.code, name: NO_MSIC.name }],
                PartyIdentification: payeeIds,
                PostalAddress: postalAddress(
                  [payee.address.line1, ...(payee.address.line2 ? [payee.address.line2] : [])],
                  payee.address.postcode,
                  payee.address.city,
                  payee.address.state,
                  payee.address.country,
                ),
                PartyLegalEntity: [{ RegistrationName: v(payee.name) }],
                Contact: [{ Telephone: v(payee.phone), ...(payee.email ? { ElectronicMail: v(payee.email) } : {}) }],
              },
            ],
          },
        ],
        AccountingCustomerParty: [
          {
            Party: [
              {
                PartyIdentification: [
                  { ID: [{ _: company.tin, schemeID: "TIN" }] },
                  { ID: [{ _: company.ssm, schemeID: "BRN" }] },
                  { ID: [{ _: "NA", schemeID: "SST" }] },
                  { ID: [{ _: "NA", schemeID: "TTX" }] },
                ],
                PostalAddress: postalAddress(where.lines, where.postcode, where.city, where.state, "MY"),
                PartyLegalEntity: [{ RegistrationName: v(company.name) }],
                Contact: [{ Telephone: v(company.phone.replace(/[\s-]/g, "")), ElectronicMail: v(company.email) }],
              },
            ],
          },
        ],
        TaxTotal: zeroTax,
        LegalMonetaryTotal: [
          {
            LineExtensionAmount: amount(total),
            TaxExclusiveAmount: amount(total),
            TaxInclusiveAmount: amount(total),
            PayableAmount: amount(total),
          },
        ],
        InvoiceLine: [
          {
            ID: v("1"),
            InvoicedQuantity: [{ _: 1, unitCode: "C62" }],
            LineExtensionAmount: amount(total),
            TaxTotal: zeroTax,
            Item: [
              {
                CommodityClassification: [{ ItemClassificationCode: [{ _: CLASSIFICATION, listID: "CLASS" }] }],
                Description: v(
                  credit
                    ? `Payout ${input.payoutId} not made: fees and overrides for ${month} taken back`
                    : `Creator fees and team overrides for ${month} (payout ${input.payoutId})`,
                ),
              },
            ],
            Price: [{ PriceAmount: amount(total) }],
            ItemPriceExtension: [{ Amount: amount(total) }],
          },
        ],
      },
    ],
  };
};

export type UblDocument = ReturnType<typeof buildDocument>;

/** The document as submitted: minified JSON, each amount written from sen with exactly two decimals. */
export const writeDocument = (document: UblDocument): string =>
  JSON.stringify(document).replace(/"\\u0000sen:(-?\d+)"/g, (_, sen: string) => {
    const n = Number(sen);
    return `${Math.trunc(n / 100)}.${String(Math.abs(n) % 100).padStart(2, "0")}`;
  });

export type Built =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problems: Array<Problem> };

/** Builds, writes and checks a payout's document: the text to submit, or what is wrong with it. */
export const payoutDocument = (input: DocumentInput): Built => {
  const text = writeDocument(buildDocument(input));
  const problems = checkEInvoice(text, { amountSen: input.amountSen, credit: input.kind === "credit_note" });
  return problems.length === 0 ? { ok: true, text } : { ok: false, problems };
};
