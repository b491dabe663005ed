import { describe, expect, it } from "vitest";
import { alpha3Of } from "./countries-alpha3.ts";
import { checkEInvoice } from "./einvoice-check.ts";
import { buildDocument, companyAddress, payoutDocument, writeDocument, type DocumentInput } from "./einvoice.ts";

const INPUT: DocumentInput = {
  kind: "invoice",
  payoutId: "po-202611-17",
  period: 202611,
  amountSen: 23_005,
  issuedAt: new Date("2026-12-03T02:04:05.678Z"),
  payee: {
    name: "Nadia Tester",
    identityType: "mykad",
    identityNumber: "900101145678",
    tin: "IG12345678090",
    address: {
      line1: "12 Jalan Melur",
      line2: "Taman Melati",
      postcode: "53100",
      city: "Kuala Lumpur",
      state: "Kuala Lumpur",
      country: "MY",
    },
    phone: "+60123456789",
    email: "nadia@example.my",
  },
  company: {
    name: "Jemput Sdn. Bhd.",
    ssm: "202301012345",
    tin: "C25845632020",
    address: "Level 8, Menara Jemput, 12 Jalan Ampang, 50450 Kuala Lumpur",
    msic: "73100",
    phone: "+60 3-1234 5678",
    email: "finance@jemput.my",
  },
};

const parsed = (text: string) => JSON.parse(text).Invoice[0];

describe("a payout's self-billed e-invoice", () => {
  it("is type 11, version 1.0, the member as supplier and the company as buyer, classified 037", () => {
    const built = payoutDocument(INPUT);
    expect(built.ok, JSON.stringify(built)).toBe(true);
    const invoice = parsed(built.ok ? built.text : "");
    expect(invoice.ID[0]._).toBe("po-202611-17");
    expect(invoice.InvoiceTypeCode[0]).toEqual({ _: "11", listVersionID: "1.0" });
    expect(invoice.IssueDate[0]._).toBe("2026-12-03");
    expect(invoice.IssueTime[0]._).toBe("02:04:05Z");
    expect(invoice.InvoicePeriod[0].StartDate[0]._).toBe("2026-11-01");
    expect(invoice.InvoicePeriod[0].EndDate[0]._).toBe("2026-11-30");
    const supplier = invoice.AccountingSupplierParty[0].Party[0];
    expect(supplier.PartyIdentification.map((p: { ID: Array<unknown> }) => p.ID[0])).toEqual([
      { _: "IG12345678090", schemeID: "TIN" },
      { _: "900101145678", schemeID: "NRIC" },
      { _: "NA", schemeID: "SST" },
      { _: "NA", schemeID: "TTX" },
    ]);
    expect(supplier.PostalAddress[0].CountrySubentityCode[0]._).toBe("14");
    expect(supplier.PostalAddress[0].Country[0].IdentificationCode[0]._).toBe("MYS");
    const buyer = invoice.AccountingCustomerParty[0].Party[0];
    expect(buyer.PartyIdentification[1].ID[0]).toEqual({ _: "202301012345", schemeID: "BRN" });
    expect(buyer.PostalAddress[0].PostalZone[0]._).toBe("50450");
    expect(buyer.PostalAddress[0].CityName[0]._).toBe("Kuala Lumpur");
    expect(buyer.Contact[0].Telephone[0]._).toBe("+60312345678");
    expect(invoice.InvoiceLine[0].Item[0].CommodityClassification[0].ItemClassificationCode[0]).toEqual({
      _: "037",
      listID: "CLASS",
    });
    expect(invoice.BillingReference).toBeUndefined();
  });

  it("writes every amount from sen with exactly two decimals", () => {
    const text = writeDocument(buildDocument({ ...INPUT, amountSen: 20_000 }));
    expect(text).toContain(`"PayableAmount":[{"_":200.00,"currencyID":"MYR"}]`);
    expect(text).toContain(`"TaxAmount":[{"_":0.00,"currencyID":"MYR"}]`);
    expect(writeDocument(buildDocument({ ...INPUT, amountSen: 7 }))).toContain(`"PayableAmount":[{"_":0.07,`);
    expect(writeDocument(buildDocument(INPUT))).toContain(`"PayableAmount":[{"_":230.05,`);
  });

  it("for a passport holder abroad names the passport, the alpha-3 country and state 17", () => {
    const built = payoutDocument({
      ...INPUT,
      payee: {
        ...INPUT.payee,
        identityType: "passport",
        identityNumber: "A12345678",
        address: {
          line1: "5 Orchard Rd",
          line2: null,
          postcode: "238823",
          city: "Singapore",
          state: "",
          country: "SG",
        },
      },
    });
    expect(built.ok).toBe(true);
    const supplier = parsed(built.ok ? built.text : "").AccountingSupplierParty[0].Party[0];
    expect(supplier.PartyIdentification[1].ID[0]).toEqual({ _: "A12345678", schemeID: "PASSPORT" });
    expect(supplier.PostalAddress[0].Country[0].IdentificationCode[0]._).toBe("SGP");
    expect(supplier.PostalAddress[0].CountrySubentityCode[0]._).toBe("17");
  });

  it("a failed payout's credit note is type 12 and names the invoice's UUID", () => {
    const built = payoutDocument({
      ...INPUT,
      kind: "credit_note",
      original: { id: "po-202611-17", uuid: "F9D425P6DS7D8IU" },
    });
    expect(built.ok).toBe(true);
    const note = parsed(built.ok ? built.text : "");
    expect(note.ID[0]._).toBe("po-202611-17-CN");
    expect(note.InvoiceTypeCode[0]._).toBe("12");
    expect(note.BillingReference[0].InvoiceDocumentReference[0]).toEqual({
      ID: [{ _: "po-202611-17" }],
      UUID: [{ _: "F9D425P6DS7D8IU" }],
    });
    expect(payoutDocument({ ...INPUT, kind: "credit_note" })).toMatchObject({
      ok: false,
      problems: [{ field: "BillingReference" }],
    });
  });

  it.each([
    ["a control character in the name", { payee: { ...INPUT.payee, name: "Nadia\u0007" } }, "supplier name"],
    ["a name too long", { payee: { ...INPUT.payee, name: "N".repeat(301) } }, "supplier name"],
    ["no TIN", { payee: { ...INPUT.payee, tin: "" } }, "supplier TIN"],
    ["a company's TIN for the member", { payee: { ...INPUT.payee, tin: "C25845632020" } }, "supplier TIN"],
    [
      "a country ISO does not assign",
      { payee: { ...INPUT.payee, address: { ...INPUT.payee.address, country: "XK" } } },
      "supplier country",
    ],
    ["no city", { payee: { ...INPUT.payee, address: { ...INPUT.payee.address, city: " " } } }, "supplier city"],
  ])("is refused before submission with %s", (_, change, field) => {
    const built = payoutDocument({ ...INPUT, ...change } as DocumentInput);
    expect(built.ok).toBe(false);
    expect(built.ok ? [] : built.problems.map((p) => p.field)).toContain(field);
  });

  it("is refused when its totals are not the payout's or an amount has other than two decimals", () => {
    const text = writeDocument(buildDocument(INPUT));
    expect(checkEInvoice(text, { amountSen: 23_006, credit: false }).map((p) => p.field)).toEqual([
      "LineExtensionAmount",
      "TaxExclusiveAmount",
      "TaxInclusiveAmount",
      "PayableAmount",
      "InvoiceLine",
    ]);
    const oneDecimal = text.replace(`"PayableAmount":[{"_":230.05`, `"PayableAmount":[{"_":230.1`);
    expect(checkEInvoice(oneDecimal, { amountSen: 23_005, credit: false }).map((p) => p.field)).toContain("amounts");
  });

  it("splits the company's one-line address into LHDN's fields", () => {
    expect(companyAddress("Level 8, Menara Jemput, 12 Jalan Ampang, 50450 Kuala Lumpur")).toEqual({
      lines: ["Level 8", "Menara Jemput", "12 Jalan Ampang"],
      postcode: "50450",
      city: "Kuala Lumpur",
      state: "Kuala Lumpur",
    });
    expect(alpha3Of("my")).toBe("MYS");
    expect(alpha3Of("XK")).toBeNull();
  });
});
