import { getCountries, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { isMaskedAccount } from "../../../../domain/bank-account.ts";
import { MALAYSIAN_BANKS } from "../../../../domain/malaysian-banks.ts";
import {
  CHOOSE_BANK,
  checkAccountNumber,
  checkDuitNowId,
  DUITNOW_ID_LABELS,
  DUITNOW_ID_TYPES,
  type DestinationChecks,
  type DuitNowIdType,
} from "../../../../domain/payout-destination.ts";
import { countryOptions } from "../../../ui/phone-number.ts";

// The banking section's choices and checks: the same rules as the server's (domain/
// payout-destination.ts), with the same phone-number library, so a value the form accepts is
// never refused after saving.

export const BANK_OPTIONS = MALAYSIAN_BANKS.map((bank) => ({ value: bank.code, label: bank.name })).toSorted((a, b) =>
  a.label.localeCompare(b.label, "en-MY"),
);

export const PAYMENT_METHOD_OPTIONS = [
  { value: "bank_account", label: "Bank account (Akaun bank)" },
  { value: "duitnow", label: "DuitNow ID" },
];

export const DUITNOW_TYPE_OPTIONS = DUITNOW_ID_TYPES.map((type) => ({ value: type, label: DUITNOW_ID_LABELS[type] }));

export const passportCountryOptions = () =>
  countryOptions().map((country) => ({ value: country.code, label: country.name }));

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

const checks: DestinationChecks = {
  malaysianMobile: (typed) => {
    const parsed = parsePhoneNumberFromString(typed.trim(), "MY");
    return parsed?.isValid() && parsed.country === "MY" && parsed.getType() === "MOBILE" ? parsed.number : null;
  },
  isCountry: (code) => COUNTRIES.has(code),
};

export interface BankingForm {
  paymentMethod: string;
  bankCode: string;
  bankAccountNumber: string;
  duitNowIdType: string;
  duitNowId: string;
  duitNowIdCountry: string;
}

/** The banking section's problems, keyed by field; a masked value keeps what is saved and is not checked. */
export function bankingProblems(form: BankingForm, today: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.paymentMethod === "duitnow") {
    if (form.duitNowIdType === "") {
      errors["duitNowIdType"] = "Please choose the kind of DuitNow ID (Sila pilih jenis ID DuitNow)";
      return errors;
    }
    if (isMaskedAccount(form.duitNowId)) return errors;
    const checked = checkDuitNowId(
      { type: form.duitNowIdType as DuitNowIdType, id: form.duitNowId, country: form.duitNowIdCountry || null },
      checks,
      today,
    );
    if (!checked.ok) errors[checked.field] = checked.problem;
    return errors;
  }
  const number = form.bankAccountNumber.trim();
  if (number === "") return errors;
  if (form.bankCode === "") errors["bankCode"] = CHOOSE_BANK;
  else if (!isMaskedAccount(number)) {
    const checked = checkAccountNumber(form.bankCode, number);
    if (!checked.ok) errors["bankAccountNumber"] = checked.problem;
  }
  return errors;
}
