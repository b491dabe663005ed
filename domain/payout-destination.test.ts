import { getCountries, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import {
  checkAccountNumber,
  checkBusinessRegistration,
  checkDuitNowId,
  checkNric,
  checkPassport,
  type DestinationChecks,
} from "./payout-destination.ts";

// The phone-number library, as the server and the form pass it in.
const checks: DestinationChecks = {
  malaysianMobile: (typed) => {
    const parsed = parsePhoneNumberFromString(typed, "MY");
    return parsed?.isValid() && parsed.country === "MY" && parsed.getType() === "MOBILE" ? parsed.number : null;
  },
  isCountry: (code) => (getCountries() as ReadonlyArray<string>).includes(code),
};
const today = new Date("2026-06-15T00:00:00Z");
const value = (c: { ok: boolean; value?: string }) => (c.ok ? c.value : null);

describe("an account number", () => {
  it("is accepted with the lengths its bank issues, kept as digits", () => {
    expect(checkAccountNumber("MBBEMYKL", "1142 3344-5566")).toEqual({ ok: true, value: "114233445566" });
    expect(value(checkAccountNumber("CIBBMYKL", "7001223344"))).toBe("7001223344");
    expect(value(checkAccountNumber("CIBBMYKL", "70012233445566"))).toBe("70012233445566");
    expect(value(checkAccountNumber("BSNAMYK1", "1410 0290 0012 3456"))).toBe("1410029000123456");
  });

  it("is refused with the lengths the bank issues when it has another", () => {
    expect(checkAccountNumber("MBBEMYKL", "1234 5678")).toEqual({
      ok: false,
      problem: "Maybank account numbers have 12 digits (Nombor akaun Maybank mempunyai 12 digit)",
    });
    expect(checkAccountNumber("CIBBMYKL", "123456789012")).toMatchObject({
      problem: expect.stringContaining("CIMB Bank account numbers have 10 or 14 digits"),
    });
    expect(checkAccountNumber("AFBQMYKL", "123456789")).toMatchObject({
      problem: expect.stringContaining("10 to 16 digits"),
    });
  });

  it("is refused when it is not digits, or the bank is not on the list", () => {
    expect(checkAccountNumber("MBBEMYKL", "11423344556A").ok).toBe(false);
    expect(checkAccountNumber("NOTABANK", "114233445566")).toMatchObject({
      problem: expect.stringContaining("choose"),
    });
  });
});

describe("a MyKad number", () => {
  it("is twelve digits starting with a real date of birth, kept without dashes", () => {
    expect(value(checkNric("900101-14-5678", today))).toBe("900101145678");
    expect(value(checkNric("000229 10 1234", today))).toBe("000229101234"); // 2000 was a leap year
    expect(value(checkNric("250615-10-1234", today))).toBe("250615101234");
  });

  it("is refused with a date that is not real or not yet, a place code 00, or another length", () => {
    for (const typed of [
      "901301-14-5678",
      "900230-14-5678",
      "010229-14-5678",
      "900101-00-5678",
      "90010114567",
      "9001011456789",
      "900101-14-567X",
    ])
      expect([typed, checkNric(typed, today).ok]).toEqual([typed, false]);
    // 15 June 2026 is today: a 16 June birthday is 1926's.
    expect(value(checkNric("260616-10-1234", today))).toBe("260616101234");
  });
});

describe("a business registration number", () => {
  it("takes the new 12-digit SSM number and the older digits-and-letter one", () => {
    expect(value(checkBusinessRegistration("202301012345", today))).toBe("202301012345");
    expect(value(checkBusinessRegistration("123456-a", today))).toBe("123456-A");
    expect(value(checkBusinessRegistration("123456A", today))).toBe("123456-A");
    expect(value(checkBusinessRegistration("JM0123456-X", today))).toBe("JM0123456-X");
  });

  it("refuses a new number with a future year or an unknown entity type, and anything else", () => {
    for (const typed of ["202701012345", "202309012345", "20230101234", "ABC", "123456-AB"])
      expect([typed, checkBusinessRegistration(typed, today).ok]).toEqual([typed, false]);
  });
});

describe("a DuitNow ID", () => {
  it("as a mobile number is a Malaysian mobile, kept in E.164", () => {
    expect(checkDuitNowId({ type: "mobile", id: "012-345 6789", country: null }, checks, today)).toEqual({
      ok: true,
      id: "+60123456789",
      country: null,
    });
    for (const id of ["+6565123456", "03-2345 6789", "12345"])
      expect(checkDuitNowId({ type: "mobile", id, country: null }, checks, today)).toMatchObject({
        ok: false,
        field: "duitNowId",
      });
  });

  it("as a passport needs its issuing country", () => {
    expect(checkDuitNowId({ type: "passport", id: "a1234 5678", country: "my" }, checks, today)).toEqual({
      ok: true,
      id: "A12345678",
      country: "MY",
    });
    for (const country of [null, "", "XX", "MYS"])
      expect(checkDuitNowId({ type: "passport", id: "A12345678", country }, checks, today)).toMatchObject({
        ok: false,
        field: "duitNowIdCountry",
      });
    expect(checkPassport("ABCDEFG").ok).toBe(false);
  });

  it("names the ID's field when it is missing or malformed", () => {
    expect(checkDuitNowId({ type: "nric", id: " ", country: null }, checks, today)).toMatchObject({
      ok: false,
      field: "duitNowId",
    });
    expect(checkDuitNowId({ type: "business", id: "12", country: null }, checks, today)).toMatchObject({
      ok: false,
      field: "duitNowId",
    });
    expect(checkDuitNowId({ type: "nric", id: "900101-14-5678", country: "MY" }, checks, today)).toEqual({
      ok: true,
      id: "900101145678",
      country: null,
    });
  });
});
