import { SOCIAL_PLATFORMS } from "../../../../domain/profile-options.ts";
import { ACCOUNT_INPUT } from "../../../../domain/bank-account.ts";
import { normaliseProfileLink, profileLinkExample } from "../../../../domain/profile-input.ts";
import type { Profile, ProfilePayload, SocialLink, SocialPlatform } from "../api/profile.ts";
import type { ProfileKey } from "../i18n.ts";
import { bankingProblems } from "./banking.ts";
import { countMessage, say, textMessage } from "./form-messages.ts";

// The form keeps what the inputs show: text for every box (numbers included, so a half-typed
// value is not lost) and lists for the checkboxes.
export type SocialForm = { profileLink: string; profileName: string; followers: string };

export type ProfileForm = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dateOfBirth: string;
  gender: string;
  ethnicity: string;
  maritalStatus: string;
  numberOfChildren: string;
  state: string;
  city: string;
  timezone: string;
  bio: string;
  profilePicture: string | null;
  languages: string[];
  influencerCategories: string[];
  socialMediaLinks: Record<SocialPlatform, SocialForm>;
  bankAccountHolderName: string;
  /** The saved bank's name: shown when it is unverified (typed before the list), never sent. */
  bankName: string;
  paymentMethod: string;
  bankCode: string;
  bankAccountNumber: string;
  duitNowIdType: string;
  duitNowId: string;
  duitNowIdCountry: string;
  deliveryAddressLine1: string;
  deliveryAddressLine2: string;
  deliveryCity: string;
  deliveryState: string;
  deliveryPostalCode: string;
  deliveryCountry: string;
  // Who payouts are paid to, for LHDN's documents (decision 58): the numbers as their masks.
  identityType: string;
  identityNumber: string;
  identityCountry: string;
  tin: string;
  residentialAddressLine1: string;
  residentialAddressLine2: string;
  residentialPostcode: string;
  residentialCity: string;
  residentialState: string;
  residentialCountry: string;
};

export type TextKey = { [K in keyof ProfileForm]: ProfileForm[K] extends string ? K : never }[keyof ProfileForm];
export type ListKey = "languages" | "influencerCategories";

// Keyed by the input's name, which is also the server's field path ("socialMediaLinks.instagram.followers").
export type FieldErrors = Record<string, string>;

// Defaults for a member who never chose.
const DEFAULT_TIMEZONE = "Asia/Kuala_Lumpur";
const DEFAULT_COUNTRY = "Malaysia";

const text = (value: string | null | undefined): string => value ?? "";
const count = (value: number | null | undefined): string => (value == null ? "" : String(value));

const socialForm = (link: SocialLink | undefined): SocialForm => ({
  profileLink: text(link?.profileLink),
  profileName: text(link?.profileName),
  followers: count(link?.followers),
});

export function toProfileForm(profile: Profile): ProfileForm {
  const links = profile.socialMediaLinks ?? {};
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    dateOfBirth: text(profile.dateOfBirth),
    gender: text(profile.gender),
    ethnicity: text(profile.ethnicity),
    maritalStatus: text(profile.maritalStatus),
    numberOfChildren: String(profile.numberOfChildren ?? 0),
    state: text(profile.state),
    city: text(profile.city),
    timezone: profile.timezone ?? DEFAULT_TIMEZONE,
    bio: text(profile.bio),
    profilePicture: profile.profilePicture,
    // Copies: the form changes its lists, the decoded answer's are read-only.
    languages: [...(profile.languages ?? [])],
    influencerCategories: [...(profile.influencerCategories ?? [])],
    socialMediaLinks: Object.fromEntries(
      SOCIAL_PLATFORMS.map((platform) => [platform, socialForm(links[platform])]),
    ) as Record<SocialPlatform, SocialForm>,
    bankAccountHolderName: text(profile.bankAccountHolderName),
    bankName: text(profile.bankName),
    paymentMethod: profile.paymentMethod ?? "bank_account",
    bankCode: text(profile.bankCode),
    bankAccountNumber: text(profile.bankAccountNumber),
    duitNowIdType: text(profile.duitNowIdType),
    duitNowId: text(profile.duitNowId),
    duitNowIdCountry: text(profile.duitNowIdCountry),
    deliveryAddressLine1: text(profile.deliveryAddressLine1),
    deliveryAddressLine2: text(profile.deliveryAddressLine2),
    deliveryCity: text(profile.deliveryCity),
    deliveryState: text(profile.deliveryState),
    deliveryPostalCode: text(profile.deliveryPostalCode),
    deliveryCountry: profile.deliveryCountry ?? DEFAULT_COUNTRY,
    identityType: text(profile.identityType),
    identityNumber: text(profile.identityNumber),
    identityCountry: text(profile.identityCountry),
    tin: text(profile.tin),
    residentialAddressLine1: text(profile.residentialAddressLine1),
    residentialAddressLine2: text(profile.residentialAddressLine2),
    residentialPostcode: text(profile.residentialPostcode),
    residentialCity: text(profile.residentialCity),
    residentialState: text(profile.residentialState),
    residentialCountry: profile.residentialCountry ?? (isBlank(text(profile.residentialAddressLine1)) ? "MY" : ""),
  };
}

const isBlank = (value: string): boolean => value.trim() === "";
const orNull = (value: string): string | null => (isBlank(value) ? null : value);

/** A count as sent: blank is 0. Negative and broken numbers never get here (validateProfileForm). */
export const toCount = (value: string): number => {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && number > 0 ? number : 0;
};

// A platform with nothing typed is left out, so clearing all three boxes removes it.
function toSocialLinks(links: ProfileForm["socialMediaLinks"]): Partial<Record<SocialPlatform, SocialLink>> {
  const out: Partial<Record<SocialPlatform, SocialLink>> = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const { profileLink, profileName, followers } = links[platform];
    if ([profileLink, profileName, followers].every(isBlank)) continue;
    out[platform] = {
      profileLink: orNull(normaliseProfileLink(platform, profileLink) ?? profileLink),
      profileName: orNull(profileName),
      followers: toCount(followers),
    };
  }
  return out;
}

// On save: empty choices and dates go as null, no children as null, no languages as null.
// Ethnicity joins them because the server accepts only its option list or null.
export function toProfilePayload(form: ProfileForm): ProfilePayload {
  return {
    ...form,
    dateOfBirth: orNull(form.dateOfBirth),
    gender: orNull(form.gender),
    ethnicity: orNull(form.ethnicity),
    maritalStatus: orNull(form.maritalStatus),
    numberOfChildren: toCount(form.numberOfChildren) || null,
    state: orNull(form.state),
    city: orNull(form.city),
    languages: form.languages.length > 0 ? form.languages : null,
    socialMediaLinks: toSocialLinks(form.socialMediaLinks),
    // The bank goes by its code alone: the saved name is for showing.
    bankName: null,
    paymentMethod: form.paymentMethod === "duitnow" ? "duitnow" : "bank_account",
    bankCode: orNull(form.bankCode),
    duitNowIdType: orNull(form.duitNowIdType) as ProfilePayload["duitNowIdType"],
    duitNowId: orNull(form.duitNowId),
    duitNowIdCountry: orNull(form.duitNowIdCountry),
    identityType: orNull(form.identityType) as ProfilePayload["identityType"],
    identityNumber: orNull(form.identityNumber),
    identityCountry: form.identityType === "passport" ? orNull(form.identityCountry) : null,
    tin: orNull(form.tin),
    // An address with nothing typed but the preset country is no address.
    residentialCountry: residentialStarted(form) ? orNull(form.residentialCountry) : null,
  };
}

const residentialStarted = (form: ProfileForm): boolean =>
  [
    form.residentialAddressLine1,
    form.residentialAddressLine2,
    form.residentialPostcode,
    form.residentialCity,
    form.residentialState,
  ].some((value) => !isBlank(value));

const REQUIRED: ReadonlyArray<[TextKey, ProfileKey]> = [
  ["firstName", "check.firstName"],
  ["lastName", "check.lastName"],
  ["phoneNumber", "check.phoneNumber"],
];

// The address is optional as a whole, but a started one must be complete enough to deliver to.
const DELIVERY_STARTED_BY: ReadonlyArray<TextKey> = [
  "deliveryAddressLine1",
  "deliveryAddressLine2",
  "deliveryCity",
  "deliveryState",
  "deliveryPostalCode",
];
const DELIVERY_REQUIRED: ReadonlyArray<[TextKey, ProfileKey]> = [
  ["deliveryAddressLine1", "check.addressLine1"],
  ["deliveryCity", "check.city"],
  ["deliveryState", "check.state"],
  ["deliveryPostalCode", "check.postalCode"],
];

const deliveryStarted = (form: ProfileForm): boolean => DELIVERY_STARTED_BY.some((key) => !isBlank(form[key]));

/** What a typed profile link is saved as, when that is not what was typed (a handle becomes a link). */
export function profileLinkNote(platform: SocialPlatform, typed: string): string | undefined {
  const saved = normaliseProfileLink(platform, typed);
  if (saved === null || saved === typed.trim()) return undefined;
  return say("social.savedAs", { link: saved });
}

function socialProblems(links: ProfileForm["socialMediaLinks"], errors: FieldErrors): void {
  for (const platform of SOCIAL_PLATFORMS) {
    const { profileLink, followers } = links[platform];
    const at = `socialMediaLinks.${platform}`;
    if (normaliseProfileLink(platform, profileLink) === null)
      errors[`${at}.profileLink`] = say("check.profileLink", { example: profileLinkExample(platform) });
    const count = countMessage("followers", followers);
    if (count) errors[`${at}.followers`] = count;
  }
}

// Free text that goes into bank files and exports, refused with control, line-break, bidi or
// invisible characters; the bio may run over lines.
const FREE_TEXT: ReadonlyArray<TextKey> = [
  "firstName",
  "lastName",
  "city",
  "bio",
  "bankAccountHolderName",
  "duitNowId",
  "deliveryAddressLine1",
  "deliveryAddressLine2",
  "deliveryCity",
  "deliveryState",
  "residentialAddressLine1",
  "residentialAddressLine2",
  "residentialCity",
];

/** Problems in screen order, so the first key is the field to focus. Empty when the form can be sent. */
export function validateProfileForm(form: ProfileForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of REQUIRED) if (isBlank(form[key])) errors[key] = say(message);
  for (const key of FREE_TEXT) {
    const message = textMessage(form[key], key === "bio" ? "lines" : "line");
    if (message && !errors[key]) errors[key] = message;
  }
  const children = countMessage("numberOfChildren", form.numberOfChildren);
  if (children) errors.numberOfChildren = children;
  socialProblems(form.socialMediaLinks, errors);
  if (!ACCOUNT_INPUT.test(form.bankAccountNumber)) {
    errors.bankAccountNumber = say("check.accountDigits");
  } else Object.assign(errors, bankingProblems(form, new Date()));
  if (deliveryStarted(form)) {
    for (const [key, message] of DELIVERY_REQUIRED) if (isBlank(form[key])) errors[key] = say(message);
  }
  if (!/^\d{0,5}$/.test(form.deliveryPostalCode.trim())) {
    errors.deliveryPostalCode = say("check.postalCodeDigits");
  }
  return errors;
}

/** The error for a field, or for any item of a list field ("languages.1" shows at "languages"). */
export const errorAt = (errors: FieldErrors, key: string): string | undefined =>
  errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1];

/** The problems of the fields shown, each at its field: an item's ("languages.1") at its list. */
export function problemsOn(fields: ReadonlyArray<string>, problems: FieldErrors): FieldErrors {
  const at: FieldErrors = {};
  for (const field of fields) {
    const message = errorAt(problems, field);
    if (message !== undefined) at[field] = message;
  }
  return at;
}

/** Whole years between a YYYY-MM-DD birth date and today; null when not a date or in the future. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const birthdayPassed = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  const age = today.getFullYear() - year - (birthdayPassed ? 0 : 1);
  return age >= 0 ? age : null;
}

/** A local date as YYYY-MM-DD, the date input's format. */
export const isoDate = (date: Date): string =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
