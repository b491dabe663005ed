import { describe, expect, it } from "vitest";
import { checkAddress, checkMyKad, checkTin, isPlaceOfBirthCode, maskIdentity } from "./payee-identity.ts";

// The payee details' formats (decision 58), as the form and the API check them alike.
const TODAY = new Date("2026-05-14T00:00:00Z");
const anyCountry = (code: string) => code !== "ZZ";

describe("payee identity formats", () => {
  it("take a MyKad with a real date and an allocated place code, as its 12 digits", () => {
    expect(checkMyKad("770625-01-5324", TODAY)).toEqual({ ok: true, value: "770625015324" });
    expect(checkMyKad("000229 10 1234", TODAY).ok).toBe(true);
    for (const bad of ["770230-01-5324", "770625-00-5324", "770625-17-5324", "770625-69-5324", "770625-97-5324"])
      expect(checkMyKad(bad, TODAY).ok, bad).toBe(false);
  });

  it("know JPN's allocated place-of-birth codes", () => {
    const allocated = Array.from({ length: 100 }, (_, n) => n).filter(isPlaceOfBirthCode);
    expect(allocated).toHaveLength(16 + 39 + 9 + 2 + 6 + 12 + 2);
    expect([0, 17, 20, 69, 70, 73, 80, 81, 94, 97].some(isPlaceOfBirthCode)).toBe(false);
  });

  it("write an individual's TIN as LHDN does now: IG, with OG and SG taken as IG", () => {
    expect(checkTin(" ig 12345678090 ")).toEqual({ ok: true, value: "IG12345678090" });
    expect(checkTin("SG123456789")).toEqual({ ok: true, value: "IG123456789" });
    expect(checkTin("OG1234567890")).toEqual({ ok: true, value: "IG1234567890" });
    for (const bad of ["C25845632020", "IG12345678", "IG1234567890123", "IGABCDEFGHI"])
      expect(checkTin(bad).ok).toBe(false);
  });

  it("need a Malaysian address's postcode and state, and nothing of a blank one", () => {
    const address = { line1: "1 Jalan", city: "Ipoh", postcode: "30000", state: "Perak", country: "my" };
    expect(checkAddress(address, anyCountry)).toMatchObject({ ok: true, address: { country: "MY", line2: null } });
    expect(checkAddress({ ...address, state: "Perak " }, anyCountry)?.ok).toBe(true);
    expect(checkAddress({ ...address, postcode: "3000" }, anyCountry)).toMatchObject({ field: "residentialPostcode" });
    expect(checkAddress({ ...address, country: "SG", state: "", postcode: "018956" }, anyCountry)?.ok).toBe(true);
    expect(checkAddress({}, anyCountry)).toBeNull();
  });

  it("mask a number to its last four behind a mask of fixed length", () => {
    expect(maskIdentity("5324")).toBe("••••••••5324");
    expect(maskIdentity(null)).toBeNull();
  });
});
