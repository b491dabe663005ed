import { getCountries, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { isMaskedAccount } from "../../../../domain/bank-account.ts";
import { bankByCode, MALAYSIAN_BANKS } from "../../../../domain/malaysian-banks.ts";
import {
  checkAccountNumber,
  checkDuitNowId,
  DUITNOW_ID_TYPES,
  type DestinationChecks,
  type DuitNowIdType,
} from "../../../../domain/payout-destination.ts";
import { LOCALE_TAGS, type Language } from "../../../../domain/languages.ts";
import type { Translate } from "../../../lib/i18n/use-t.ts";
import { countryOptions } from "../../../ui/phone-number.ts";
import type { ProfileKey } from "../i18n.ts";
import { duitNowMessage, lengthMessage, say } from "./form-messages.ts";

// The banking section's choices and checks: the same rules as the server's (domain/
// payout-destination.ts), with the same phone-number library, so a value the form accepts is
// never refused after saving.

export const BANK_OPTIONS = MALAYSIAN_BANKS.map((bank) => ({ value: bank.code, label: bank.name })).toSorted((a, b) =>
  a.label.localeCompare(b.label, "en-MY"),
);

type T = Translate<ProfileKey>;

export const paymentMethodOptions = (t: T) => [
  { value: "bank_account", label: t("banking.method.bankAccount") },
  { value: "duitnow", label: t("banking.method.duitnow") },
];

const DUITNOW_TYPE_KEYS: Readonly<Record<DuitNowIdType, ProfileKey>> = {
  mobile: "duitNowType.mobile",
  nric: "duitNowType.nric",
  passport: "duitNowType.passport",
  business: "duitNowType.business",
};

export const duitNowTypeOptions = (t: T) =>
  DUITNOW_ID_TYPES.map((type) => ({ value: type, label: t(DUITNOW_TYPE_KEYS[type]) }));

// Country names as the reader's language writes them, sorted in its order.
export const passportCountryOptions = (language: Language) =>
  countryOptions(LOCALE_TAGS[language]).map((country) => ({ value: country.code, label: country.name }));

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
      errors["duitNowIdType"] = say("check.duitNowType");
      return errors;
    }
    if (isMaskedAccount(form.duitNowId)) return errors;
    const input = {
      type: form.duitNowIdType as DuitNowIdType,
      id: form.duitNowId,
      country: form.duitNowIdCountry || null,
    };
    const checked = checkDuitNowId(input, checks, today);
    if (!checked.ok) errors[checked.field] = duitNowMessage(input, checked);
    return errors;
  }
  const number = form.bankAccountNumber.trim();
  if (number === "") return errors;
  if (form.bankCode === "") errors["bankCode"] = say("check.chooseBank");
  else if (!isMaskedAccount(number)) {
    const checked = checkAccountNumber(form.bankCode, number);
    if (!checked.ok) errors["bankAccountNumber"] = lengthMessage(bankByCode(form.bankCode), number, checked.problem);
  }
  return errors;
}
