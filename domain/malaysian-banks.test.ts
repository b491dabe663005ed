import { describe, expect, it } from "vitest";
import { ANY_LENGTH, bankByCode, bankForName, MALAYSIAN_BANKS, nameKeys } from "./malaysian-banks.ts";

describe("the Malaysian bank list", () => {
  it("names each bank by a distinct 8-character SWIFT/BIC code of a Malaysian bank", () => {
    const codes = MALAYSIAN_BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{4}MY[A-Z0-9]{2}$/);
  });

  it("has the main retail banks under their published codes", () => {
    const names = Object.fromEntries(MALAYSIAN_BANKS.map((b) => [b.code, b.name]));
    expect(names).toMatchObject({
      MBBEMYKL: "Maybank",
      CIBBMYKL: "CIMB Bank",
      PBBEMYKL: "Public Bank",
      RHBBMYKL: "RHB Bank",
      HLBBMYKL: "Hong Leong Bank",
      ARBKMYKL: "AmBank",
      UOVBMYKL: "UOB Malaysia",
      BKRMMYKL: "Bank Rakyat",
      BIMBMYKL: "Bank Islam",
      BSNAMYK1: "BSN",
      AFBQMYKL: "MBSB Bank",
    });
  });

  it("gives every bank account lengths between 10 and 16 digits", () => {
    for (const b of MALAYSIAN_BANKS) {
      expect(b.accountLengths.length).toBeGreaterThan(0);
      for (const n of b.accountLengths) expect(ANY_LENGTH).toContain(n);
    }
    expect(bankByCode("MBBEMYKL")?.accountLengths).toEqual([12]);
    expect(bankByCode("BSNAMYK1")?.accountLengths).toEqual([16]);
  });

  it("looks a code up, and nothing else", () => {
    expect(bankByCode("PBBEMYKL")?.name).toBe("Public Bank");
    for (const code of ["", "pbbemykl", "Public Bank", "XXXXMYKL", null, undefined])
      expect(bankByCode(code)).toBeNull();
  });
});

describe("a bank's name as members wrote it before the list", () => {
  it("names one bank by any of its names, whatever the case, punctuation and 'Berhad'", () => {
    const cases: ReadonlyArray<[string, string]> = [
      ["Maybank", "MBBEMYKL"],
      ["MAYBANK BERHAD", "MBBEMYKL"],
      ["Malayan Banking Bhd.", "MBBEMYKL"],
      ["Maybank Islamic", "MBISMYKL"],
      ["CIMB", "CIBBMYKL"],
      ["CIMB Bank Bhd", "CIBBMYKL"],
      ["cimb islamic bank", "CTBBMYKL"],
      ["Public Bank Berhad", "PBBEMYKL"],
      ["RHB Bank", "RHBBMYKL"],
      ["RHB", "RHBBMYKL"],
      ["Hong Leong", "HLBBMYKL"],
      ["AmBank (M) Berhad", "ARBKMYKL"],
      ["Bank Islam", "BIMBMYKL"],
      ["Bank Simpanan Nasional", "BSNAMYK1"],
      ["Al Rajhi", "RJHIMYKL"],
      ["UOB", "UOVBMYKL"],
      ["Standard Chartered Bank (M) Bhd", "SCBLMYKX"],
    ];
    for (const [name, code] of cases) expect([name, bankForName(name)?.code]).toEqual([name, code]);
  });

  it("is left unverified when it names no bank, or more than one", () => {
    for (const name of ["Secret Bank Berhad", "Bank", "Islamic bank", "Maybank / CIMB", "Maybnk", "", null])
      expect(bankForName(name)).toBeNull();
  });

  it("never names two banks by one key", () => {
    const shared = [...nameKeys()].filter(([, codes]) => codes.length > 1);
    expect(shared).toEqual([]);
  });
});
