import { Schema } from "effect";
// The lint pattern for domain/ names only files directly in it; these are domain files too.
import {
  DELIVERY_COUNTRIES,
  ETHNICITIES,
  GENDERS,
  INFLUENCER_CATEGORIES,
  LANGUAGES,
  MARITAL_STATUSES,
  STATES,
  TIMEZONES,
} from "../profile-options.ts";
import { ACCOUNT_INPUT } from "../bank-account.ts";
import { DUITNOW_ID_TYPES, PAYMENT_METHODS } from "../payout-destination.ts";
import { IDENTITY_TYPES, PAYEE_PARTS, TIN_STATUSES } from "../payee-identity.ts";
import {
  countRules,
  isProfileUrl,
  MAX_COUNT,
  profileLinkRule,
  type CountField,
  type SocialPlatform,
} from "../profile-input.ts";
import { isSafeText, type TextShape } from "../safe-text.ts";
import { Instant } from "./http.ts";
import { LANGUAGES as APP_LANGUAGES } from "../languages.ts";

// GET and PUT /api/profile: the member's own profile, and the form that changes it.

// The profile's details are kept as JSON in PostgreSQL (jsonb), which writes an object's keys
// shortest first: a stored link comes back as followers, profileLink, profileName, and the
// platforms as tiktok, twitter, youtube, facebook, instagram.
const StoredSocialLink = Schema.Struct({
  followers: Schema.optionalKey(Schema.NullOr(Schema.Finite)),
  profileLink: Schema.optionalKey(Schema.NullOr(Schema.String)),
  profileName: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
const StoredSocialLinks = Schema.Struct({
  tiktok: Schema.optionalKey(StoredSocialLink),
  twitter: Schema.optionalKey(StoredSocialLink),
  youtube: Schema.optionalKey(StoredSocialLink),
  facebook: Schema.optionalKey(StoredSocialLink),
  instagram: Schema.optionalKey(StoredSocialLink),
});
export type SocialLink = typeof StoredSocialLink.Type;

const Detail = Schema.NullOr(Schema.String);

/** The member's own profile, bank details included (it is theirs); also the `user` of a sign-in. */
export const Profile = Schema.Struct({
  id: Schema.Int,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  phoneNumber: Schema.String,
  dateOfBirth: Detail,
  gender: Detail,
  ethnicity: Detail,
  maritalStatus: Detail,
  numberOfChildren: Schema.NullOr(Schema.Finite),
  state: Detail,
  city: Detail,
  timezone: Detail,
  bio: Detail,
  languages: Schema.NullOr(Schema.Array(Schema.String)),
  influencerCategories: Schema.NullOr(Schema.Array(Schema.String)),
  socialMediaLinks: Schema.NullOr(StoredSocialLinks),
  bankAccountHolderName: Detail,
  bankName: Detail,
  bankAccountNumber: Detail,
  // Where payouts go (decision 29): an account at a bank of the list (`bankCode`, its SWIFT/BIC;
  // null beside a `bankName` typed before the list that names no bank on it), or a DuitNow ID,
  // shown masked as the account number is. Always present in this answer; optional only for the
  // sign-in's answer before its second factor, which carries no details.
  paymentMethod: Schema.optionalKey(Schema.Literals(PAYMENT_METHODS)),
  bankCode: Schema.optionalKey(Detail),
  duitNowIdType: Schema.optionalKey(Schema.NullOr(Schema.Literals(DUITNOW_ID_TYPES))),
  duitNowId: Schema.optionalKey(Detail),
  duitNowIdCountry: Schema.optionalKey(Detail),
  deliveryAddressLine1: Detail,
  deliveryAddressLine2: Detail,
  deliveryCity: Detail,
  deliveryState: Detail,
  deliveryPostalCode: Detail,
  deliveryCountry: Detail,
  // Who payouts are paid to, as LHDN's documents name them (decision 58): the identity number
  // and the TIN masked as the account number is ("••••••••5324"), the residential address in
  // full, whether MyInvois confirmed the TIN, and what a payout still needs while EINVOICE is on
  // (`payeeDetailsRequired`). Optional only for the sign-in's answer before its second factor.
  identityType: Schema.optionalKey(Schema.NullOr(Schema.Literals(IDENTITY_TYPES))),
  identityNumber: Schema.optionalKey(Detail),
  identityCountry: Schema.optionalKey(Detail),
  tin: Schema.optionalKey(Detail),
  tinStatus: Schema.optionalKey(Schema.NullOr(Schema.Literals(TIN_STATUSES))),
  residentialAddressLine1: Schema.optionalKey(Detail),
  residentialAddressLine2: Schema.optionalKey(Detail),
  residentialPostcode: Schema.optionalKey(Detail),
  residentialCity: Schema.optionalKey(Detail),
  residentialState: Schema.optionalKey(Detail),
  residentialCountry: Schema.optionalKey(Detail),
  payeeDetailsRequired: Schema.optionalKey(Schema.Boolean),
  payeeDetailsMissing: Schema.optionalKey(Schema.Array(Schema.Literals(PAYEE_PARTS))),
  profilePicture: Schema.NullOr(Schema.String),
  isAdmin: Schema.Boolean,
  referralId: Schema.String,
  createdAt: Instant,
  // The language the member reads Jemput in (decision 31): their mail and the server's refusals
  // are written in it, and the web app takes it on at sign-in. Always present in this answer;
  // optional only for the sign-in's answer before its second factor.
  language: Schema.optionalKey(Schema.Literals(APP_LANGUAGES)),
}).annotate({ identifier: "Profile" });
export type Profile = typeof Profile.Type;

// PUT /api/profile: every field of the profile form, each checked against its option list or
// limit; fields outside the form (email, isAdmin, referralId) are ignored. Request schemas carry
// no identifier: one would change the wording of the refusals the server sends. No text may hold
// a control character, a bidi control or an invisible character (domain/safe-text.ts): names,
// bank details and addresses go into bank files and exports. Only the bio keeps its line breaks.
const required = (message: string) =>
  Schema.String.pipe(
    Schema.check(
      Schema.isPattern(/\S/, { message }),
      Schema.isMaxLength(100, { message: "must be at most 100 characters" }),
      isSafeText(),
    ),
  );
const text = (max: number, shape: TextShape = "line") =>
  Schema.NullOr(
    Schema.String.pipe(
      Schema.check(Schema.isMaxLength(max, { message: `must be at most ${max} characters` }), isSafeText(shape)),
    ),
  );
const oneOf = <const L extends ReadonlyArray<string>>(values: L) => Schema.NullOr(Schema.Literals(values));
// A count (children, followers) is a whole number of 0 or more; each refusal says which, with
// the form's own bilingual messages (domain/profile-input.ts).
const count = (field: CountField) => {
  const rules = countRules(field);
  return Schema.NullOr(
    Schema.Number.pipe(
      Schema.check(
        Schema.isInt({ message: rules.whole }),
        Schema.isGreaterThanOrEqualTo(0, { message: rules.negative }),
        Schema.isLessThanOrEqualTo(MAX_COUNT, { message: rules.tooLarge }),
      ),
    ),
  );
};
const opt = Schema.optional;

const profileLink = (platform: SocialPlatform) =>
  Schema.NullOr(
    Schema.String.pipe(
      Schema.check(
        Schema.isMaxLength(300, { message: "must be at most 300 characters" }),
        Schema.makeFilter((value: string) => value === "" || isProfileUrl(value) || profileLinkRule(platform)),
      ),
    ),
  );

const Social = (platform: SocialPlatform) =>
  Schema.Struct({
    profileLink: opt(profileLink(platform)),
    profileName: opt(text(100)),
    followers: opt(count("followers")),
  });

export const ProfileBody = Schema.Struct({
  firstName: required("First name is required (Nama pertama diperlukan)"),
  lastName: required("Last name is required (Nama akhir diperlukan)"),
  phoneNumber: required("Phone number is required (Nombor telefon diperlukan)"),
  dateOfBirth: opt(
    Schema.NullOr(
      Schema.String.pipe(
        Schema.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date (YYYY-MM-DD)" })),
      ),
    ),
  ),
  gender: opt(oneOf(GENDERS)),
  ethnicity: opt(oneOf(ETHNICITIES)),
  maritalStatus: opt(oneOf(MARITAL_STATUSES)),
  numberOfChildren: opt(count("numberOfChildren")),
  state: opt(oneOf(STATES)),
  city: opt(text(100)),
  timezone: opt(oneOf(TIMEZONES)),
  bio: opt(text(1000, "lines")),
  profilePicture: opt(Schema.NullOr(Schema.String)),
  languages: opt(Schema.NullOr(Schema.Array(Schema.Literals(LANGUAGES)))),
  influencerCategories: opt(Schema.NullOr(Schema.Array(Schema.Literals(INFLUENCER_CATEGORIES)))),
  socialMediaLinks: opt(
    Schema.NullOr(
      Schema.Struct({
        instagram: opt(Social("instagram")),
        tiktok: opt(Social("tiktok")),
        youtube: opt(Social("youtube")),
        facebook: opt(Social("facebook")),
        twitter: opt(Social("twitter")),
      }),
    ),
  ),
  bankAccountHolderName: opt(text(100)),
  // The bank by its SWIFT/BIC code from domain/malaysian-banks.ts; an unknown code, an account
  // number of a length the bank does not issue, or a malformed DuitNow ID is refused naming its
  // field. `bankName` is for clients from before the list: taken only when it names one bank.
  paymentMethod: opt(oneOf(PAYMENT_METHODS)),
  bankCode: opt(text(11)),
  bankName: opt(text(100)),
  bankAccountNumber: opt(
    Schema.NullOr(
      Schema.String.pipe(Schema.check(Schema.isPattern(ACCOUNT_INPUT, { message: "must be digits only" }))),
    ),
  ),
  duitNowIdType: opt(oneOf(DUITNOW_ID_TYPES)),
  duitNowId: opt(text(40)),
  duitNowIdCountry: opt(text(2)),
  deliveryAddressLine1: opt(text(200)),
  deliveryAddressLine2: opt(text(200)),
  deliveryCity: opt(text(100)),
  deliveryState: opt(text(100)),
  deliveryPostalCode: opt(
    Schema.NullOr(
      Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{0,5}$/, { message: "must be at most 5 digits" }))),
    ),
  ),
  deliveryCountry: opt(oneOf(DELIVERY_COUNTRIES)),
  // The payee details (decision 58): a MyKad number (12 digits, a real date of birth, a place
  // code JPN allocated) or a passport (6 to 12 letters and digits, its country other than MY),
  // an individual's TIN (IG and digits), and a residential address (in Malaysia a 5-digit
  // postcode and a state of the list). Each refusal names its field; a masked value keeps what
  // is stored. Blank is none.
  identityType: opt(oneOf(IDENTITY_TYPES)),
  identityNumber: opt(text(40)),
  identityCountry: opt(text(2)),
  tin: opt(text(40)),
  residentialAddressLine1: opt(text(200)),
  residentialAddressLine2: opt(text(200)),
  residentialPostcode: opt(text(10)),
  residentialCity: opt(text(100)),
  residentialState: opt(text(100)),
  residentialCountry: opt(text(2)),
});
export type ProfileBody = typeof ProfileBody.Type;

// PUT /api/profile/language: the language alone, saved whenever the member picks one. Any text
// is decoded, so a code other than the four is refused naming the field in words, not a schema's.
export const LanguageBody = Schema.Struct({ language: Schema.String.pipe(Schema.check(Schema.isMaxLength(20))) });
export type LanguageBody = typeof LanguageBody.Type;
export const LanguageSaved = Schema.Struct({ language: Schema.Literals(APP_LANGUAGES) }).annotate({
  identifier: "LanguageSaved",
});
