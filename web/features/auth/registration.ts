import { isBlankPassword, MIN_PASSWORD_LENGTH } from "../../lib/password-rule.ts";
import { translate } from "../../lib/i18n/use-t.ts";
import { authText } from "./i18n.ts";
import { isValidPhone } from "../../ui/phone-number.ts";
import type { RegistrationPayload } from "./api/auth.ts";
import type { ToastContent } from "./feedback.ts";

// The password rule is shared with the profile's password change (lib/password-rule.ts).
export { isBlankPassword, MIN_PASSWORD_LENGTH } from "../../lib/password-rule.ts";

const MIN_PHONE_DIGITS = 8;
// E.164: a plus, a non-zero digit, then up to 14 more digits.
const E164 = /^\+[1-9]\d{1,14}$/;
// Digits and how people space them, with a leading '+'.
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;
// The product's words (spec §5, rules 5 and 6), as catalog keys.
const INVALID_PHONE = "check.phoneInvalid";
const PHONE_FORMAT = "check.phoneFormat.title";

export type RegistrationForm = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
  referralCode: string;
};

export type RegistrationCheck = { ok: true; payload: RegistrationPayload } | { ok: false; toast: ToastContent };

type AuthKey = Parameters<typeof authText.text>[1];

const problem = (title: AuthKey, description: AuthKey, values?: Record<string, number>): RegistrationCheck => ({
  ok: false,
  toast: {
    title: translate(authText, title),
    description: translate(authText, description, values),
    variant: "destructive",
  },
});

// Spaces, dashes, dots and brackets are how people write numbers, not part of them; the '+' is
// added when missing, so "60123456789" and "+60 12-345 6789" both become +60123456789.
export function normalisePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s().-]/g, "");
  return compact === "" || compact.startsWith("+") ? compact : `+${compact}`;
}

// The registration checks, in the form's order; the first failure is the one the visitor sees.
export function checkRegistration(form: RegistrationForm): RegistrationCheck {
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const email = form.email.trim();
  if (firstName === "") return problem("check.firstName.title", "check.firstName");
  if (lastName === "") return problem("check.lastName.title", "check.lastName");
  if (email === "") return problem("check.email.title", "check.email");
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return problem("check.password.title", "check.passwordLength", { min: MIN_PASSWORD_LENGTH });
  }
  if (isBlankPassword(form.password)) return problem("check.password.title", "check.passwordBlank");
  if (form.phoneNumber.replace(/\D/g, "").length < MIN_PHONE_DIGITS) {
    return problem("check.phone.title", INVALID_PHONE);
  }
  // The phone field drops letters as they are typed (ui/phone-number.ts); any that reach here are
  // refused, as the server refuses them, rather than read as keypad digits.
  if (!PHONE_CHARACTERS.test(form.phoneNumber.trim())) return problem(PHONE_FORMAT, INVALID_PHONE);
  const phoneNumber = normalisePhone(form.phoneNumber);
  if (!E164.test(phoneNumber)) {
    return problem(PHONE_FORMAT, "check.phoneCountryCode");
  }
  // The same check the server makes: the digits must form a real number in that country. The
  // spec names one format refusal, so a number no country has is that refusal too.
  if (!isValidPhone(phoneNumber)) return problem(PHONE_FORMAT, INVALID_PHONE);
  return {
    ok: true,
    payload: {
      firstName,
      lastName,
      email,
      password: form.password,
      phoneNumber,
      referredBy: form.referralCode.trim() || null,
    },
  };
}
