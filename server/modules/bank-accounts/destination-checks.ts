import { getCountries, parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { DestinationChecks } from "../../../domain/payout-destination.ts";

// The phone-number library's answers the domain's DuitNow checks need (domain/payout-destination.ts),
// with the full metadata, as the profile form uses: a number the form accepts is never refused here.
const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

export const destinationChecks: DestinationChecks = {
  malaysianMobile: (typed) => {
    const parsed = parsePhoneNumberFromString(typed.trim(), "MY");
    return parsed?.isValid() && parsed.country === "MY" && parsed.getType() === "MOBILE" ? parsed.number : null;
  },
  isCountry: (code) => COUNTRIES.has(code),
};
