import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pain001Xml } from "./pain001.ts";
import { paymentCsv, type PaymentBatch, type PaymentLine } from "./payment-file.ts";
import { UnsafeFileText, type SafeTextProblem } from "./safe-text.ts";

// The writers refuse, rather than write, a value that would break the file: a holder name kept
// before names were checked at input is the case seen (an ESC making the XML unreadable, a line
// break forging a CSV payment line, a right-to-left override reversing the row).
const line = (over: Partial<PaymentLine> = {}): PaymentLine => ({
  reference: "PO-202611-42",
  name: "Nur Aisyah",
  email: "aisyah@example.my",
  amountSen: 20_000,
  destination: { kind: "account", bic: "MBBEMYKL", account: "114422334455" },
  ...over,
});
const batch = (lines: ReadonlyArray<PaymentLine>): PaymentBatch => ({
  fileName: "jemput-payouts-2026-11-7-1.xml",
  period: 202611,
  createdAt: new Date("2026-12-02T01:00:00Z"),
  executionDate: "2026-12-02",
  lines,
});
const payer = { name: "Jemput Sdn Bhd", account: "5140001234", bic: "MBBEMYKL" };

const REFUSED: Readonly<Record<SafeTextProblem, ReadonlyArray<string>>> = {
  control: ["\u001b", "\u000b", "\u000c", "\u0007", "\u0000", "\u009b", "\t"],
  lineBreak: ["\n", "\r", "\r\nD,IBG,Mallory,MBBEMYKL,999,,,,9999.00", "\u0085", "\u2028", "\u2029"],
  bidi: ["\u202e", "\u202a", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c"],
  invisible: ["\u200b", "\ufeff", "\u2060", "\u{e0041}"],
};
const cases = Object.entries(REFUSED).flatMap(([problem, chars]) => chars.map((c) => [problem, c] as const));

const refusalOf = (write: () => string): UnsafeFileText => {
  try {
    write();
  } catch (error) {
    if (error instanceof UnsafeFileText) return error;
    throw error;
  }
  throw new Error("the file was written");
};

describe("payment file writers", () => {
  it("refuse a holder name with any refused character, naming the payout, member and field", () => {
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.string(), ([problem, bad], around) => {
        const lines = [line({ reference: "PO-202611-7" }), line({ name: `Ali${around}${bad}Abu` })];
        const csv = refusalOf(() => paymentCsv(batch(lines)));
        expect(csv).toMatchObject({ row: "PO-202611-42", memberId: 42, field: "beneficiary_name", problem });
        const xml = refusalOf(() => pain001Xml(batch(lines), payer));
        expect(xml).toMatchObject({ row: "PO-202611-42", memberId: 42, field: "Cdtr/Nm", problem });
      }),
      { numRuns: 200 },
    );
  });

  it("say to an admin which member corrects which field, and what then", () => {
    const refused = refusalOf(() => paymentCsv(batch([line({ name: "Ali\nAbu" })])));
    expect(refused.message).toBe(
      "The bank CSV file was not written: PO-202611-42 (member 42) beneficiary_name must be on one line " +
        "(no line breaks): the member must correct their bank account holder name, then mark this payout " +
        "failed so that the next close pays it with the corrected details",
    );
  });

  it("refuse a DuitNow ID, an email or the payer's settings alike", () => {
    const duitnow = line({ destination: { kind: "duitnow", idType: "passport", id: "A1234567\u202e", country: "SG" } });
    expect(refusalOf(() => paymentCsv(batch([duitnow])))).toMatchObject({ field: "duitnow_id", problem: "bidi" });
    expect(refusalOf(() => pain001Xml(batch([duitnow]), payer))).toMatchObject({ field: "CdtrAcct/Prxy/Id" });
    expect(refusalOf(() => paymentCsv(batch([line({ email: "a\u0007@x.my" })])))).toMatchObject({
      field: "beneficiary_email",
    });
    expect(refusalOf(() => pain001Xml(batch([line()]), { ...payer, name: "Jemput\u001b" }))).toMatchObject({
      row: "the payer",
      field: "PAYER_NAME",
      memberId: null,
    });
  });

  it("write one physical line per payment for names with quotes and commas", () => {
    const csv = paymentCsv(batch([line({ name: 'Tan, "Ah" Kow' }), line({ reference: "PO-202611-7" })]));
    expect(csv.split("\r\n")).toHaveLength(5);
    expect(csv).toContain('"Tan, ""Ah"" Kow"');
  });
});
