import { checkNric, checkPassport, type Checked } from "./payout-destination.ts";
import { STATES } from "./profile-options.ts";

// Who a payout is paid to, as LHDN's documents name an individual (decision 58): a MyKad or a
// passport, an income tax number (TIN) and a residential address. Checked alike by the profile
// form and by the API (server/modules/payee), with the same bilingual messages, and kept sealed.

export const IDENTITY_TYPES = ["mykad", "passport"] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** What a close under EINVOICE=on needs of a member before it pays them, in this order. */
export const PAYEE_PARTS = ["identity", "tin", "address"] as const;
export type PayeePart = (typeof PAYEE_PARTS)[number];

/** Whether MyInvois confirmed the TIN with the identity, or only its format was checked. */
export const TIN_STATUSES = ["valid", "unchecked"] as const;
export type TinStatus = (typeof TIN_STATUSES)[number];

/**
 * The place-of-birth codes the National Registration Department (JPN) has allocated: states
 * 01–16 and 21–59, countries 60–68, 71–72, 74–79 and 82–93, 98 (stateless) and 99 (refugee and
 * others). Source: JPN's list of codes for state and country of birth, as the National Registration
 * Identity Card Number article of Wikipedia tabulates it; docs/decisions/0058 records where.
 */
const PLACE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [1, 16],
  [21, 59],
  [60, 68],
  [71, 72],
  [74, 79],
  [82, 93],
  [98, 99],
];
export const isPlaceOfBirthCode = (code: number): boolean => PLACE_RANGES.some(([a, b]) => code >= a && code <= b);

export const IDENTITY_RULES = {
  type: "Please choose MyKad or passport (Sila pilih MyKad atau pasport)",
  place: "MyKad number has no such place-of-birth code (Nombor MyKad tidak mempunyai kod tempat lahir itu)",
  country: "Please choose the country that issued the passport (Sila pilih negara yang mengeluarkan pasport)",
  malaysianPassport:
    "A Malaysian gives their MyKad number, not a passport (Warganegara Malaysia memberikan nombor MyKad, bukan pasport)",
  missing: "Please enter your MyKad or passport number (Sila masukkan nombor MyKad atau pasport anda)",
  tin: "Income tax number must be IG followed by 9 to 12 digits, e.g. IG12345678090 (Nombor cukai pendapatan mestilah IG diikuti 9 hingga 12 digit)",
  postcode: "Postcode must be 5 digits (Poskod mestilah 5 digit)",
  postcodeAbroad:
    "Postcode may hold at most 10 letters and digits (Poskod boleh mengandungi paling banyak 10 huruf dan digit)",
  state: "Please choose a Malaysian state (Sila pilih negeri di Malaysia)",
  addressCountry: "Please choose the country of the address (Sila pilih negara alamat)",
  addressLine: "Please enter the first line of the address (Sila masukkan baris pertama alamat)",
  city: "Please enter the city (Sila masukkan bandar)",
  masked: "Please enter the number again (Sila masukkan nombor itu semula)",
} as const;

const no = (problem: string): Checked => ({ ok: false, problem });

/** A MyKad number as its 12 digits: a real date of birth and a place-of-birth code JPN allocated. */
export const checkMyKad = (typed: string, today: Date): Checked => {
  const checked = checkNric(typed, today);
  if (!checked.ok) return checked;
  return isPlaceOfBirthCode(Number(checked.value.slice(6, 8))) ? checked : no(IDENTITY_RULES.place);
};

/**
 * An individual's TIN as LHDN writes it now: IG and its digits, at most 14 characters. The older
 * prefixes OG and SG are the same number under IG (MyInvois SDK FAQ), so they are taken as IG.
 */
export const checkTin = (typed: string): Checked => {
  const value = typed.replace(/[\s-]/g, "").toUpperCase();
  const renamed = /^(OG|SG)\d/.test(value) ? `IG${value.slice(2)}` : value;
  return /^IG\d{9,12}$/.test(renamed) ? { ok: true, value: renamed } : no(IDENTITY_RULES.tin);
};

/** The form's identity: which document, its number and (for a passport) its issuing country. */
export interface IdentityInput {
  readonly type: IdentityType | null;
  readonly number: string;
  readonly country: string | null;
}

export type IdentityChecked =
  | { readonly ok: true; readonly type: IdentityType; readonly number: string; readonly country: string | null }
  | {
      readonly ok: false;
      readonly field: "identityType" | "identityNumber" | "identityCountry";
      readonly problem: string;
    };

/** The identity checked: a MyKad's 12 digits, or a passport's number and a country other than Malaysia. */
export const checkIdentity = (
  input: IdentityInput,
  isCountry: (code: string) => boolean,
  today: Date,
): IdentityChecked => {
  if (input.type === null) return { ok: false, field: "identityType", problem: IDENTITY_RULES.type };
  if (input.number.trim() === "") return { ok: false, field: "identityNumber", problem: IDENTITY_RULES.missing };
  if (input.type === "mykad") {
    const checked = checkMyKad(input.number, today);
    return checked.ok
      ? { ok: true, type: "mykad", number: checked.value, country: null }
      : { ok: false, field: "identityNumber", problem: checked.problem };
  }
  const checked = checkPassport(input.number);
  if (!checked.ok) return { ok: false, field: "identityNumber", problem: checked.problem };
  const country = (input.country ?? "").trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country) || !isCountry(country))
    return { ok: false, field: "identityCountry", problem: IDENTITY_RULES.country };
  if (country === "MY") return { ok: false, field: "identityCountry", problem: IDENTITY_RULES.malaysianPassport };
  return { ok: true, type: "passport", number: checked.value, country };
};

/** A residential address as LHDN's documents carry one: lines, postcode, city, state, country. */
export interface ResidentialAddress {
  readonly line1: string;
  readonly line2: string | null;
  readonly postcode: string;
  readonly city: string;
  readonly state: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

export type AddressField =
  "residentialAddressLine1" | "residentialPostcode" | "residentialCity" | "residentialState" | "residentialCountry";

export type AddressChecked =
  | { readonly ok: true; readonly address: ResidentialAddress }
  | { readonly ok: false; readonly field: AddressField; readonly problem: string };

const clean = (value: string | null | undefined) => (value ?? "").trim();

/**
 * The address checked, or none when every part is blank. In Malaysia the postcode is 5 digits and
 * the state one of the list (domain/profile-options.ts); elsewhere both are as the member writes them.
 */
export const checkAddress = (
  input: { [K in keyof ResidentialAddress]?: string | null },
  isCountry: (code: string) => boolean,
): AddressChecked | null => {
  const parts = {
    line1: clean(input.line1),
    line2: clean(input.line2),
    postcode: clean(input.postcode).toUpperCase(),
    city: clean(input.city),
    state: clean(input.state),
    country: clean(input.country).toUpperCase(),
  };
  if (Object.values(parts).every((part) => part === "")) return null;
  const fail = (field: AddressField, problem: string): AddressChecked => ({ ok: false, field, problem });
  if (parts.line1 === "") return fail("residentialAddressLine1", IDENTITY_RULES.addressLine);
  if (parts.city === "") return fail("residentialCity", IDENTITY_RULES.city);
  if (!/^[A-Z]{2}$/.test(parts.country) || !isCountry(parts.country))
    return fail("residentialCountry", IDENTITY_RULES.addressCountry);
  if (parts.country === "MY") {
    if (!/^\d{5}$/.test(parts.postcode)) return fail("residentialPostcode", IDENTITY_RULES.postcode);
    if (!(STATES as ReadonlyArray<string>).includes(parts.state)) return fail("residentialState", IDENTITY_RULES.state);
  } else if (!/^[A-Z0-9 -]{0,10}$/.test(parts.postcode))
    return fail("residentialPostcode", IDENTITY_RULES.postcodeAbroad);
  return { ok: true, address: { ...parts, line2: parts.line2 === "" ? null : parts.line2 } };
};

const MASK = "••••••••";

/** "••••••••5324": the last four characters behind a mask of fixed length, so no length shows. */
export const maskIdentity = (last4: string | null): string | null =>
  last4 === null || last4 === "" ? null : `${MASK}${last4}`;

/** Whether the form sent back the masked value it was given (which keeps what is stored). */
export const isMaskedIdentity = (value: string): boolean => value.startsWith("•");

/** What is missing for a payout under EINVOICE=on, in PAYEE_PARTS order. */
export const missingPayeeParts = (has: {
  readonly identity: boolean;
  readonly tin: boolean;
  readonly address: boolean;
}): ReadonlyArray<PayeePart> => PAYEE_PARTS.filter((part) => !has[part]);
