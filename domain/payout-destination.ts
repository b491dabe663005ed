import { bankByCode, type MalaysianBank } from "./malaysian-banks.ts";

// Where a member's payouts go: an account at a bank on the list (domain/malaysian-banks.ts), or
// a DuitNow ID, which the member's bank resolves to their account. Checked alike by the profile
// form before sending and by the API (server/modules/bank-accounts/store.ts), with the same
// bilingual messages. The mobile number and the passport's country are checked by the caller's
// phone-number library (libphonenumber-js), passed in: the domain imports nothing but Effect.

export const PAYMENT_METHODS = ["bank_account", "duitnow"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DUITNOW_ID_TYPES = ["mobile", "nric", "passport", "business"] as const;
export type DuitNowIdType = (typeof DUITNOW_ID_TYPES)[number];

/** PayNet's proxy type codes, as a bulk payment file names them. */
export const DUITNOW_PROXY_CODES: Readonly<Record<DuitNowIdType, string>> = {
  mobile: "MBNO",
  nric: "NRIC",
  passport: "PSPT",
  business: "BREG",
};

/** What the caller's phone-number library answers. */
export interface DestinationChecks {
  /** The number in E.164 (+60…) when it is a valid Malaysian mobile number, else null. */
  readonly malaysianMobile: (typed: string) => string | null;
  /** Whether a two-letter code is a country (ISO 3166-1 alpha-2). */
  readonly isCountry: (code: string) => boolean;
}

export type Checked = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly problem: string };
const ok = (value: string): Checked => ({ ok: true, value });
const no = (problem: string): Checked => ({ ok: false, problem });

export const CHOOSE_BANK = "Please choose your bank from the list (Sila pilih bank anda daripada senarai)";

/** "12", "10 or 14", "10 to 16": in English, or in Malay with "atau" and "hingga". */
const lengths = (bank: MalaysianBank, or = "or", to = "to"): string => {
  const all = bank.accountLengths;
  if (all.length === 1) return String(all[0]);
  const consecutive = all.every((n, i) => i === 0 || n === all[i - 1]! + 1);
  return consecutive ? `${all[0]} ${to} ${all.at(-1)}` : `${all.slice(0, -1).join(", ")} ${or} ${all.at(-1)}`;
};

/** The account number's digits when their count is one the bank issues; typed with spaces or dashes. */
export const checkAccountNumber = (bankCode: string, typed: string): Checked => {
  const bank = bankByCode(bankCode);
  if (!bank) return no(CHOOSE_BANK);
  const digits = typed.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits))
    return no("Account number may contain digits only (Nombor akaun hanya boleh mengandungi digit)");
  return bank.accountLengths.includes(digits.length)
    ? ok(digits)
    : no(
        `${bank.name} account numbers have ${lengths(bank)} digits ` +
          `(Nombor akaun ${bank.name} mempunyai ${lengths(bank, "atau", "hingga")} digit)`,
      );
};

const realDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A MyKad (NRIC) number: YYMMDD-PB-###G, twelve digits. The first six are the date of birth (a
 * real date: the century is the latest one that puts it in the past); PB, the place of birth,
 * is never 00.
 */
export const checkNric = (typed: string, today: Date): Checked => {
  const digits = typed.replace(/[\s-]/g, "");
  if (!/^\d{12}$/.test(digits))
    return no("MyKad number must be 12 digits, e.g. 900101-14-5678 (Nombor MyKad mestilah 12 digit)");
  const [yy, mm, dd] = [0, 2, 4].map((i) => Number(digits.slice(i, i + 2))) as [number, number, number];
  // A birthday that is still ahead this century was in the last one (a 1926 birth, not 2026's).
  const year = Date.UTC(2000 + yy, mm - 1, dd) > today.getTime() ? 1900 + yy : 2000 + yy;
  if (!realDate(year, mm, dd) || digits.slice(6, 8) === "00")
    return no(
      "MyKad number does not start with a real date of birth (Nombor MyKad tidak bermula dengan tarikh lahir yang sah)",
    );
  return ok(digits);
};

/**
 * An SSM registration number: the new twelve-digit format YYYYTTNNNNNN (year of registration,
 * entity type 01–06, serial) or the older one of digits and a check letter ("123456-A", a
 * business "JM0123456-X").
 */
export const checkBusinessRegistration = (typed: string, today: Date): Checked => {
  const value = typed.replace(/\s/g, "").toUpperCase();
  if (/^\d{12}$/.test(value)) {
    const year = Number(value.slice(0, 4));
    const type = Number(value.slice(4, 6));
    if (year >= 1850 && year <= today.getUTCFullYear() && type >= 1 && type <= 6) return ok(value);
  } else {
    const old = /^([A-Z]{0,3}\d{1,9})-?([A-Z])$/.exec(value);
    if (old) return ok(`${old[1]}-${old[2]}`);
  }
  return no(
    "Business registration number must be the 12-digit SSM number (e.g. 202301012345) or the older one (e.g. 123456-A) (Nombor pendaftaran perniagaan tidak sah)",
  );
};

/** A passport number: 6 to 12 letters and digits, at least one a digit. */
export const checkPassport = (typed: string): Checked => {
  const value = typed.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{6,12}$/.test(value) && /\d/.test(value)
    ? ok(value)
    : no("Passport number must be 6 to 12 letters and digits (Nombor pasport mestilah 6 hingga 12 huruf dan digit)");
};

export interface DuitNowInput {
  readonly type: DuitNowIdType;
  readonly id: string;
  /** The passport's issuing country, for a passport only. */
  readonly country: string | null;
}

/** Which field is wrong and why, or the ID as it is kept (and sent to the bank). */
export type DuitNowChecked =
  | { readonly ok: true; readonly id: string; readonly country: string | null }
  | { readonly ok: false; readonly field: "duitNowId" | "duitNowIdCountry"; readonly problem: string };

export const checkDuitNowId = (input: DuitNowInput, checks: DestinationChecks, today: Date): DuitNowChecked => {
  const typed = input.id.trim();
  if (typed === "")
    return { ok: false, field: "duitNowId", problem: "Please enter your DuitNow ID (Sila masukkan ID DuitNow anda)" };
  let checked: Checked;
  switch (input.type) {
    case "mobile": {
      const phone = checks.malaysianMobile(typed);
      checked =
        phone !== null && phone.startsWith("+60")
          ? ok(phone)
          : no(
              "Please enter a Malaysian mobile number, e.g. 012-345 6789 (Sila masukkan nombor telefon bimbit Malaysia)",
            );
      break;
    }
    case "nric":
      checked = checkNric(typed, today);
      break;
    case "business":
      checked = checkBusinessRegistration(typed, today);
      break;
    case "passport": {
      checked = checkPassport(typed);
      const country = (input.country ?? "").trim().toUpperCase();
      if (checked.ok && !(/^[A-Z]{2}$/.test(country) && checks.isCountry(country)))
        return {
          ok: false,
          field: "duitNowIdCountry",
          problem: "Please choose the country that issued the passport (Sila pilih negara yang mengeluarkan pasport)",
        };
      if (checked.ok) return { ok: true, id: checked.value, country };
    }
  }
  return checked.ok
    ? { ok: true, id: checked.value, country: null }
    : { ok: false, field: "duitNowId", problem: checked.problem };
};
