import { describe, expect, it } from "vitest";
import { composePhone } from "../../ui/phone-number.ts";
import { checkRegistration, normalisePhone, type RegistrationForm } from "./registration.ts";

const valid: RegistrationForm = {
  firstName: " Nur ",
  lastName: " Aina ",
  email: " nur.aina@example.my ",
  password: "kopi-susu-42",
  phoneNumber: "+60123456789",
  referralCode: "",
};

const titleOf = (form: RegistrationForm) => {
  const check = checkRegistration(form);
  return check.ok ? "ok" : check.toast.title;
};

describe("checkRegistration", () => {
  it("reports the problems one at a time in the form's order", () => {
    let form: RegistrationForm = {
      firstName: "  ",
      lastName: "",
      email: " ",
      password: "abc",
      phoneNumber: "12345",
      referralCode: "",
    };
    const fixes: Array<Partial<RegistrationForm>> = [
      { firstName: "Nur" },
      { lastName: "Aina" },
      { email: "nur@example.my" },
      { password: "abcdef" },
      { phoneNumber: "0-12345678" },
      { phoneNumber: "60 1234 5678" },
      { phoneNumber: "+60123456789" },
    ];
    const seen = [titleOf(form)];
    for (const fix of fixes) {
      form = { ...form, ...fix };
      seen.push(titleOf(form));
    }
    expect(seen).toEqual([
      "First Name Required",
      "Last Name Required",
      "Email Required",
      "Password Required",
      "Phone Number Required",
      "Invalid Phone Number Format",
      "Invalid Phone Number Format",
      "ok",
    ]);
  });

  it("says why in each toast, as destructive toasts", () => {
    expect(checkRegistration({ ...valid, firstName: "" })).toEqual({
      ok: false,
      toast: { title: "First Name Required", description: "Please enter your first name", variant: "destructive" },
    });
    expect(checkRegistration({ ...valid, password: "12345" })).toMatchObject({
      toast: { title: "Password Required", description: "Password must be at least 6 characters" },
    });
    expect(checkRegistration({ ...valid, phoneNumber: "+6012" })).toMatchObject({
      toast: { title: "Phone Number Required", description: "Please enter a valid phone number" },
    });
  });

  // The phone field sends what composePhone makes of the digits typed, Malaysia picked.
  it.each([
    ["1234", "Phone Number Required"],
    ["1234567", "Invalid Phone Number Format"],
  ])("refuses %j typed in the phone field with the toast '%s'", (typed, title) => {
    expect(checkRegistration({ ...valid, phoneNumber: composePhone("MY", typed) })).toEqual({
      ok: false,
      toast: { title, description: "Please enter a valid phone number", variant: "destructive" },
    });
  });

  it("refuses letters in the number in the spec's words, never reading them as digits", () => {
    for (const phoneNumber of ["+6012345678x", "60 12-345 67 EIGHT 9"]) {
      expect(checkRegistration({ ...valid, phoneNumber }), phoneNumber).toMatchObject({
        toast: { title: "Invalid Phone Number Format", description: "Please enter a valid phone number" },
      });
    }
  });

  it("builds the payload with trimmed names and email, the E.164 phone and the referral code or null", () => {
    expect(checkRegistration({ ...valid, phoneNumber: "60 12-345 6789", referralCode: " AISYA1001 " })).toEqual({
      ok: true,
      payload: {
        firstName: "Nur",
        lastName: "Aina",
        email: "nur.aina@example.my",
        password: "kopi-susu-42",
        phoneNumber: "+60123456789",
        referredBy: "AISYA1001",
      },
    });
    expect(checkRegistration(valid)).toMatchObject({ payload: { referredBy: null } });
  });

  it("refuses a password of nothing but spaces in the server's words", () => {
    for (const password of ["      ", " \t \u00a0  \u3000", "\u200b".repeat(8)]) {
      expect(checkRegistration({ ...valid, password }), JSON.stringify(password)).toMatchObject({
        ok: false,
        toast: { title: "Password Required", description: "Password cannot be only spaces" },
      });
    }
  });

  it("keeps the password exactly as typed", () => {
    expect(checkRegistration({ ...valid, password: " spaced " })).toMatchObject({ payload: { password: " spaced " } });
  });
});

describe("normalisePhone", () => {
  it.each([
    ["+60123456789", "+60123456789"],
    ["60123456789", "+60123456789"],
    [" +60 12-345 6789 ", "+60123456789"],
    ["(65) 9123.4567", "+6591234567"],
    ["", ""],
  ])("%j becomes %j", (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it("leaves what is not a number for the format check to refuse", () => {
    expect(normalisePhone("0123456789")).toBe("+0123456789");
    expect(checkRegistration({ ...valid, phoneNumber: "0123456789" })).toMatchObject({
      toast: { title: "Invalid Phone Number Format" },
    });
  });
});
