import { describe, expect, it } from "vitest";
import { BANK_OPTIONS, bankingProblems, type BankingForm } from "./banking.ts";

// The banking section checks what the server checks, naming the same fields, before sending.
const form = (change: Partial<BankingForm>): BankingForm => ({
  paymentMethod: "bank_account",
  bankCode: "",
  bankAccountNumber: "",
  duitNowIdType: "",
  duitNowId: "",
  duitNowIdCountry: "",
  ...change,
});
const today = new Date("2026-06-15T00:00:00Z");

describe("the banking section", () => {
  it("lists the banks by name, each chosen by its SWIFT/BIC code", () => {
    expect(BANK_OPTIONS).toContainEqual({ value: "MBBEMYKL", label: "Maybank" });
    const labels = BANK_OPTIONS.map((o) => o.label);
    expect(labels).toEqual(labels.toSorted((a, b) => a.localeCompare(b, "en-MY")));
  });

  it("needs a bank for an account number, of a length that bank issues", () => {
    expect(bankingProblems(form({}), today)).toEqual({});
    expect(Object.keys(bankingProblems(form({ bankAccountNumber: "114233445566" }), today))).toEqual(["bankCode"]);
    expect(bankingProblems(form({ bankCode: "RHBBMYKL", bankAccountNumber: "114233445566" }), today)).toEqual({
      bankAccountNumber: "RHB Bank account numbers have 14 digits (Nombor akaun RHB Bank mempunyai 14 digit)",
    });
    expect(bankingProblems(form({ bankCode: "MBBEMYKL", bankAccountNumber: "1142 3344 5566" }), today)).toEqual({});
    // The masked value keeps the saved number: the server checks it against the bank chosen.
    expect(bankingProblems(form({ bankCode: "RHBBMYKL", bankAccountNumber: "•••• 5566" }), today)).toEqual({});
  });

  it("checks a DuitNow ID by its kind", () => {
    const duitNow = (change: Partial<BankingForm>) =>
      Object.keys(bankingProblems(form({ paymentMethod: "duitnow", ...change }), today));
    expect(duitNow({ duitNowId: "0123456789" })).toEqual(["duitNowIdType"]);
    expect(duitNow({ duitNowIdType: "mobile", duitNowId: "012-345 6789" })).toEqual([]);
    expect(duitNow({ duitNowIdType: "mobile", duitNowId: "+65 8123 4567" })).toEqual(["duitNowId"]);
    expect(duitNow({ duitNowIdType: "nric", duitNowId: "900101-14-5678" })).toEqual([]);
    expect(duitNow({ duitNowIdType: "passport", duitNowId: "A12345678" })).toEqual(["duitNowIdCountry"]);
    expect(duitNow({ duitNowIdType: "passport", duitNowId: "A12345678", duitNowIdCountry: "SG" })).toEqual([]);
    expect(duitNow({ duitNowIdType: "business", duitNowId: "•••• 2345" })).toEqual([]);
  });
});
