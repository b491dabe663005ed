import { Schema } from "effect";
import {
  DELIVERY_COUNTRIES, ETHNICITIES, GENDERS, INFLUENCER_CATEGORIES, LANGUAGES, MARITAL_STATUSES, STATES, TIMEZONES,
} from "../../../domain/profile-options.ts";

// PUT /api/profile: every field of the spec's profile form, each checked against its option
// list or limit; fields outside the form (email, isAdmin, referralId) are ignored.
const required = (message: string) =>
  Schema.String.pipe(Schema.check(Schema.isPattern(/\S/, { message }), Schema.isMaxLength(100, { message: "must be at most 100 characters" })));
const text = (max: number) => Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(max, { message: `must be at most ${max} characters` }))));
const oneOf = <const L extends ReadonlyArray<string>>(values: L) => Schema.NullOr(Schema.Literals(values));
const count = Schema.NullOr(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 }, { message: "must be a whole number of 0 or more" }))));
const opt = Schema.optional;

const Social = Schema.Struct({
  profileLink: opt(text(300)),
  profileName: opt(text(100)),
  followers: opt(count),
});

export const ProfileBody = Schema.Struct({
  firstName: required("First name is required (Nama pertama diperlukan)"),
  lastName: required("Last name is required (Nama akhir diperlukan)"),
  phoneNumber: required("Phone number is required (Nombor telefon diperlukan)"),
  dateOfBirth: opt(Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date (YYYY-MM-DD)" }))))),
  gender: opt(oneOf(GENDERS)),
  ethnicity: opt(oneOf(ETHNICITIES)),
  maritalStatus: opt(oneOf(MARITAL_STATUSES)),
  numberOfChildren: opt(count),
  state: opt(oneOf(STATES)),
  city: opt(text(100)),
  timezone: opt(oneOf(TIMEZONES)),
  bio: opt(text(1000)),
  profilePicture: opt(Schema.NullOr(Schema.String)),
  languages: opt(Schema.NullOr(Schema.Array(Schema.Literals(LANGUAGES)))),
  influencerCategories: opt(Schema.NullOr(Schema.Array(Schema.Literals(INFLUENCER_CATEGORIES)))),
  socialMediaLinks: opt(Schema.NullOr(Schema.Struct({
    instagram: opt(Social), tiktok: opt(Social), youtube: opt(Social), facebook: opt(Social), twitter: opt(Social),
  }))),
  bankAccountHolderName: opt(text(100)),
  bankName: opt(text(100)),
  bankAccountNumber: opt(Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isPattern(/^[\d -]{0,30}$/, { message: "must be digits only" }))))),
  deliveryAddressLine1: opt(text(200)),
  deliveryAddressLine2: opt(text(200)),
  deliveryCity: opt(text(100)),
  deliveryState: opt(text(100)),
  deliveryPostalCode: opt(Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{0,5}$/, { message: "must be at most 5 digits" }))))),
  deliveryCountry: opt(oneOf(DELIVERY_COUNTRIES)),
});
export type ProfileBody = typeof ProfileBody.Type;
