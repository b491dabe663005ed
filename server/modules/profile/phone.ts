import { parsePhoneNumberFromString } from "libphonenumber-js/max";

// A phone number as profiles keep it (E.164, Malaysian when no country is given), or null when
// it is not a real number. Registration and the profile form both store one.
export const normalisePhone = (raw: string): string | null => {
  const trimmed = raw.trim();
  if (trimmed.replace(/\D/g, "").length < 8) return null;
  const parsed = parsePhoneNumberFromString(
    trimmed.startsWith("+") || trimmed.startsWith("0") ? trimmed : `+${trimmed}`,
    "MY",
  );
  return parsed?.isValid() ? parsed.number : null;
};
