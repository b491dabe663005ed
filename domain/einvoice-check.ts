// The checks a payout's e-invoice passes before it is submitted (decision 61): what MyInvois's
// "Self-billed Invoice v1.0" marks mandatory is present, each text is no longer than its field
// and holds no character the format cannot carry, every amount has exactly two decimals, and the
// totals equal the payout. MyInvois checks more (the TIN against the identity, the codes); what
// it refuses comes back with its reasons, and an admin sees them.

export interface Problem {
  readonly field: string;
  readonly problem: string;
}

type Node = Record<string, unknown>;

const first = (node: unknown, ...path: ReadonlyArray<string>): unknown => {
  let at: unknown = node;
  for (const key of path) {
    const list = (at as Node | undefined)?.[key];
    at = Array.isArray(list) ? list[0] : undefined;
  }
  return at;
};
const textAt = (node: unknown, ...path: ReadonlyArray<string>): string | null => {
  const value = (first(node, ...path) as Node | undefined)?.["_"];
  return typeof value === "string" ? value : null;
};
const idOf = (party: unknown, scheme: string): string | null => {
  const ids = (party as Node | undefined)?.["PartyIdentification"];
  if (!Array.isArray(ids)) return null;
  for (const id of ids) {
    const entry = first(id, "ID") as Node | undefined;
    if (entry?.["schemeID"] === scheme && typeof entry["_"] === "string") return entry["_"];
  }
  return null;
};

// The longest each text may be (the SDK's "Number of Chars" of the field).
const MANDATORY_TEXT: ReadonlyArray<readonly [string, ReadonlyArray<string>, number]> = [
  ["ID", ["ID"], 50],
  ["IssueDate", ["IssueDate"], 10],
  ["IssueTime", ["IssueTime"], 9],
  ["InvoiceTypeCode", ["InvoiceTypeCode"], 2],
  ["DocumentCurrencyCode", ["DocumentCurrencyCode"], 3],
];
const PARTY_TEXT: ReadonlyArray<readonly [string, ReadonlyArray<string>, number]> = [
  ["name", ["PartyLegalEntity", "RegistrationName"], 300],
  ["address line", ["PostalAddress", "AddressLine", "Line"], 150],
  ["postcode", ["PostalAddress", "PostalZone"], 50],
  ["city", ["PostalAddress", "CityName"], 50],
  ["state", ["PostalAddress", "CountrySubentityCode"], 50],
  ["country", ["PostalAddress", "Country", "IdentificationCode"], 3],
  ["telephone", ["Contact", "Telephone"], 20],
];

// Printable text only: no control characters, no lone surrogates, nothing UBL's XML twin refuses.
const CARRIED = /^[^\u0000-\u001f\u007f-\u009f\ud800-\udfff\ufffe\uffff]*$/u;

export const checkEInvoice = (
  text: string,
  expected: { readonly amountSen: number; readonly credit: boolean },
): Array<Problem> => {
  const problems: Array<Problem> = [];
  const fail = (field: string, problem: string) => problems.push({ field, problem });
  let root: Node;
  try {
    root = JSON.parse(text) as Node;
  } catch {
    return [{ field: "document", problem: "is not JSON" }];
  }
  const invoice = first(root, "Invoice") as Node | undefined;
  if (invoice === undefined) return [{ field: "Invoice", problem: "is missing" }];

  const checkText = (field: string, value: string | null, max: number) => {
    if (value === null || value.trim() === "") return fail(field, "is required");
    if (value.length > max) fail(field, `is longer than ${max} characters`);
    if (!CARRIED.test(value)) fail(field, "holds a character the document cannot carry");
  };
  for (const [field, path, max] of MANDATORY_TEXT) checkText(field, textAt(invoice, ...path), max);
  const type = textAt(invoice, "InvoiceTypeCode");
  if (type !== (expected.credit ? "12" : "11"))
    fail("InvoiceTypeCode", `must be ${expected.credit ? "12 (self-billed credit note)" : "11 (self-billed invoice)"}`);

  const supplier = first(invoice, "AccountingSupplierParty", "Party");
  const buyer = first(invoice, "AccountingCustomerParty", "Party");
  for (const [who, party] of [
    ["supplier", supplier],
    ["buyer", buyer],
  ] as const) {
    if (party === undefined) {
      fail(who, "is missing");
      continue;
    }
    for (const [field, path, max] of PARTY_TEXT) {
      const value =
        field === "country"
          ? (((first(party, ...path) as Node | undefined)?.["_"] as string | undefined) ?? null)
          : textAt(party, ...path);
      checkText(`${who} ${field}`, value, max);
    }
    const tin = idOf(party, "TIN");
    checkText(`${who} TIN`, tin, 14);
    if (tin !== null && !(who === "supplier" ? /^IG\d{9,12}$/ : /^C\d{8,12}$/).test(tin))
      fail(`${who} TIN`, who === "supplier" ? "must be an individual's TIN (IG…)" : "must be a company's TIN (C…)");
    const registration = who === "supplier" ? (idOf(party, "NRIC") ?? idOf(party, "PASSPORT")) : idOf(party, "BRN");
    checkText(`${who} ${who === "supplier" ? "identity" : "registration"}`, registration, 30);
  }
  if (expected.credit && textAt(invoice, "BillingReference", "InvoiceDocumentReference", "UUID") === null)
    fail("BillingReference", "a credit note must name the invoice's UUID");

  // Amounts as written: exactly two decimals, and the totals equal the payout.
  for (const match of text.matchAll(/"_":(-?[\d.eE+]+),"currencyID"/g))
    if (!/^\d+\.\d{2}$/.test(match[1]!)) fail("amounts", `${match[1]} is not written with exactly two decimals`);
  const sen = (...path: ReadonlyArray<string>) => {
    const value = (first(invoice, ...path) as Node | undefined)?.["_"];
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const totals = ["LineExtensionAmount", "TaxExclusiveAmount", "TaxInclusiveAmount", "PayableAmount"];
  for (const total of totals)
    if (sen("LegalMonetaryTotal", total) !== expected.amountSen)
      fail(total, `must equal the payout, ${expected.amountSen} sen`);
  const lines = Array.isArray(invoice["InvoiceLine"]) ? (invoice["InvoiceLine"] as Array<Node>) : [];
  if (lines.length === 0) fail("InvoiceLine", "is required");
  const lineSum = lines.reduce((sum, line) => {
    const value = (first(line, "LineExtensionAmount") as Node | undefined)?.["_"];
    return sum + (typeof value === "number" ? Math.round(value * 100) : 0);
  }, 0);
  if (lineSum !== expected.amountSen) fail("InvoiceLine", "the lines must add up to the payout");
  for (const line of lines) {
    const code = textAt(line, "Item", "CommodityClassification", "ItemClassificationCode");
    if (code === null || !/^\d{3}$/.test(code)) fail("ItemClassificationCode", "is required (3 digits)");
    checkText("Item Description", textAt(line, "Item", "Description"), 300);
  }
  if (sen("TaxTotal", "TaxAmount") !== 0) fail("TaxTotal", "must be 0.00: a payout carries no sales or service tax");
  return problems;
};
