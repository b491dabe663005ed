import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/max";

// The full ("max") metadata checks the digits themselves, exactly as the server does, so a
// number the form accepts is never refused after submitting.

export type { CountryCode };

export type CountryOption = { code: CountryCode; name: string; callingCode: string };

export const DEFAULT_COUNTRY: CountryCode = "MY";

// Every country libphonenumber knows, named in the reader's language and sorted by that name.
export function countryOptions(locale = "en-MY"): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

// Case and accents are ignored, so "cote" finds Côte d'Ivoire.
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

// Matches the start of any word of the name, the ISO code, or the calling code ("60", "+60").
export function filterCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const q = fold(query);
  if (q === "") return [...options];
  const digits = q.replace(/^\+/, "");
  return options.filter(
    (option) =>
      fold(option.name)
        .split(/[\s,()'-]+/)
        .some((word) => word.startsWith(q)) ||
      fold(option.name).startsWith(q) ||
      option.code.toLowerCase() === q ||
      (/^\d+$/.test(digits) && option.callingCode.startsWith(digits)),
  );
}

// The number as typed in the country's national format becomes E.164 (+60123456789). A leading
// '+' means the visitor typed an international number, whatever country is picked.
export function composePhone(country: CountryCode, national: string): string {
  const digits = national.replace(/\D/g, "");
  if (digits === "") return "";
  if (national.trim().startsWith("+")) return `+${digits}`;
  const parsed = parsePhoneNumberFromString(digits, country);
  if (parsed?.isPossible()) return parsed.number;
  // An incomplete number is not parsed reliably; drop the trunk '0' the way most countries dial.
  return `+${getCountryCallingCode(country)}${digits.replace(/^0/, "")}`;
}

// The reverse of composePhone, for showing a stored E.164 number in the picker and the input.
export function splitPhone(
  value: string,
  fallback: CountryCode = DEFAULT_COUNTRY,
): { country: CountryCode; national: string } {
  const parsed = value.trim() === "" ? undefined : parsePhoneNumberFromString(value, fallback);
  if (!parsed) return { country: fallback, national: value.replace(/^\+/, "") };
  // Numbers that belong to no single country (e.g. +1 800) still pick one sharing the code.
  const country =
    parsed.country ??
    getCountries().find((code) => getCountryCallingCode(code) === parsed.countryCallingCode) ??
    fallback;
  return { country, national: String(parsed.nationalNumber) };
}

/**
 * What the number field keeps of what is typed or pasted: digits, the spaces, dashes, dots and
 * brackets people write numbers with, and a '+' in front. Letters never appear in the field, so
 * nothing that reads as a number can hide one (libphonenumber would take "FLOWERS" as digits).
 */
export function phoneCharacters(typed: string): string {
  const kept = typed.replace(/[^\d\s().+-]/g, "");
  const plus = kept.trimStart().startsWith("+");
  return (plus ? "+" : "") + kept.replace(/\+/g, "").trimStart();
}

export function isValidPhone(value: string): boolean {
  return isValidPhoneNumber(value);
}
