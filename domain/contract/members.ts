import { Schema } from "effect";
// The lint pattern for domain/ names only files directly in it; these are domain files too.
import {
  GENDERS,
  INFLUENCER_CATEGORIES,
  LANGUAGES,
  MARITAL_STATUSES,
  SOCIAL_PLATFORMS,
  STATES,
} from "../profile-options.ts";
import { Count, CURSOR_TEXT, hasNoNul, Instant, Ringgit } from "./http.ts";
import { MEMBER_PAGE_LIMIT } from "./limits.ts";

// The admin member table (routes/members.ts): the search (a page of rows; paging in the Link,
// X-Next-Cursor and X-Has-More headers), the newest 500 members and the export. Every filter is optional, an empty value counts as absent, and each is checked so a
// bad number, date or option is a 400 naming it.

export type Platform = (typeof SOCIAL_PLATFORMS)[number];
export const PLATFORM_PARAMS: ReadonlyArray<readonly [Platform, string]> = [
  ["instagram", "Instagram"],
  ["tiktok", "Tiktok"],
  ["youtube", "Youtube"],
  ["facebook", "Facebook"],
  ["twitter", "Twitter"],
];

/** A comma-joined list parameter's items. */
export const splitList = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter((v) => v !== "");

const listOf = (allowed: ReadonlyArray<string>, normalise: (v: string) => string = (v) => v) =>
  Schema.optional(
    Schema.String.pipe(
      Schema.check(
        Schema.makeFilter((value: string) => {
          const items = splitList(value).map(normalise);
          const unknown = items.filter((v) => !allowed.includes(v));
          if (items.length === 0) return "must name at least one value";
          return unknown.length === 0 ? undefined : `has an unknown value: ${unknown.join(", ")}`;
        }),
      ),
    ),
  );

const text = Schema.optional(
  Schema.String.pipe(Schema.check(Schema.isMaxLength(100, { message: "must be at most 100 characters" }), hasNoNul)),
);
// At most nine digits, so every value fits the integer columns it is compared with.
const whole = Schema.optional(
  Schema.String.pipe(
    Schema.check(Schema.isPattern(/^\d{1,9}$/, { message: "must be a whole number from 0 to 999999999" })),
  ),
);
const ringgit = Schema.optional(
  Schema.String.pipe(
    Schema.check(
      Schema.isPattern(/^\d{1,10}(\.\d{1,2})?$/, { message: "must be an amount in RM, such as 150 or 150.50" }),
    ),
  ),
);
const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const date = Schema.optional(
  Schema.String.pipe(
    Schema.check(Schema.makeFilter((value: string) => isRealDate(value) || "must be a date (YYYY-MM-DD)")),
  ),
);

const followerFields = Object.fromEntries(
  PLATFORM_PARAMS.flatMap(([, Name]) => [
    [`min${Name}Followers`, whole],
    [`max${Name}Followers`, whole],
  ]),
);

export const SearchQuery = Schema.Struct({
  search: text,
  state: listOf(STATES),
  gender: listOf(GENDERS),
  maritalStatus: listOf(MARITAL_STATUSES),
  languages: listOf(LANGUAGES),
  influencerCategories: listOf(INFLUENCER_CATEGORIES),
  minIncome: ringgit,
  maxIncome: ringgit,
  minTeamSize: whole,
  maxTeamSize: whole,
  joinDateFrom: date,
  joinDateTo: date,
  isAdmin: Schema.optional(Schema.Literals(["true", "false"])),
  hasSocialMedia: listOf(SOCIAL_PLATFORMS, (v) => v.toLowerCase()),
  socialMediaUsername: text,
  ...(followerFields as Record<`${"min" | "max"}${string}Followers`, typeof whole>),
});

// Paging and sorting on the server (a table cannot sort rows it has not loaded): a page of
// `limit` rows after the cursor `after` that the previous page gave, sorted by one of the
// table's columns. Without `sort`, newest members first.
export const SORT_COLUMNS = [
  "name",
  "email",
  "phone",
  "location",
  "referrer",
  "directRecruits",
  "totalTeam",
  "monthlyIncome",
  "joinedDate",
  "status",
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const SearchPageQuery = Schema.Struct({
  ...SearchQuery.fields,
  sort: Schema.optional(Schema.Literals(SORT_COLUMNS)),
  order: Schema.optional(Schema.Literals(["asc", "desc"])),
  limit: Schema.optional(
    Schema.String.pipe(
      Schema.check(
        Schema.makeFilter(
          (value: string) =>
            (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MEMBER_PAGE_LIMIT.max) ||
            `must be a whole number from 1 to ${MEMBER_PAGE_LIMIT.max}`,
        ),
      ),
    ),
  ),
  after: Schema.optional(
    Schema.String.pipe(Schema.check(Schema.isPattern(CURSOR_TEXT, { message: "is not a cursor this search gave" }))),
  ),
});

export const ExportQuery = Schema.Struct({ format: Schema.optional(Schema.Literals(["json", "csv"])) });

const SocialLink = Schema.Struct({
  profileLink: Schema.NullOr(Schema.String),
  profileName: Schema.NullOr(Schema.String),
  followers: Schema.Finite,
});

/** A member as admins see it: no bank details, birth date or address. */
export const AdminMember = Schema.Struct({
  id: Count,
  firstName: Schema.String,
  lastName: Schema.String,
  fullName: Schema.String,
  username: Schema.String,
  email: Schema.String,
  phoneNumber: Schema.String,
  referralId: Schema.String,
  referrerId: Schema.NullOr(Count),
  // Null for no referrer or an erased one.
  referredBy: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  joinedDate: Instant,
  directRecruits: Count,
  totalTeamMembers: Count,
  monthlyIncome: Ringgit,
  isAdmin: Schema.Boolean,
  gender: Schema.NullOr(Schema.String),
  maritalStatus: Schema.NullOr(Schema.String),
  languages: Schema.Array(Schema.String),
  influencerCategories: Schema.Array(Schema.String),
  socialMediaLinks: Schema.Struct({
    instagram: Schema.optionalKey(SocialLink),
    tiktok: Schema.optionalKey(SocialLink),
    youtube: Schema.optionalKey(SocialLink),
    facebook: Schema.optionalKey(SocialLink),
    twitter: Schema.optionalKey(SocialLink),
  }),
}).annotate({ identifier: "AdminMember" });
export type AdminMember = typeof AdminMember.Type;
export const AdminMembers = Schema.Array(AdminMember);
