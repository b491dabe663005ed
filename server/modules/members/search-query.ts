import { Effect, Schema } from "effect";
import { parseRinggit } from "../../../domain/money.ts";
import { GENDERS, INFLUENCER_CATEGORIES, LANGUAGES, MARITAL_STATUSES, SOCIAL_PLATFORMS, STATES } from "../../../domain/profile-options.ts";
import { hasNoNul } from "../admin/guard.ts";
import { decodeInput } from "../../platform/http/validation.ts";

// GET /api/admin/users/search: every query parameter of the spec, each optional (an empty
// value counts as absent), each checked so a bad number, date or option is a 400 naming it.
export type Platform = (typeof SOCIAL_PLATFORMS)[number];
export const PLATFORM_PARAMS: ReadonlyArray<readonly [Platform, string]> = [
  ["instagram", "Instagram"], ["tiktok", "Tiktok"], ["youtube", "Youtube"], ["facebook", "Facebook"], ["twitter", "Twitter"],
];

const split = (value: string) => value.split(",").map((v) => v.trim()).filter((v) => v !== "");

const listOf = (allowed: ReadonlyArray<string>, normalise: (v: string) => string = (v) => v) =>
  Schema.optional(Schema.String.pipe(Schema.check(Schema.makeFilter((value: string) => {
    const items = split(value).map(normalise);
    const unknown = items.filter((v) => !allowed.includes(v));
    if (items.length === 0) return "must name at least one value";
    return unknown.length === 0 ? undefined : `has an unknown value: ${unknown.join(", ")}`;
  }))));

const text = Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(100, { message: "must be at most 100 characters" }), hasNoNul)));
// At most nine digits, so every value fits the integer columns it is compared with.
const whole = Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{1,9}$/, { message: "must be a whole number from 0 to 999999999" }))));
const ringgit = Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{1,10}(\.\d{1,2})?$/, { message: "must be an amount in RM, such as 150 or 150.50" }))));
const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const date = Schema.optional(Schema.String.pipe(Schema.check(Schema.makeFilter((value: string) => isRealDate(value) || "must be a date (YYYY-MM-DD)"))));

const followerFields = Object.fromEntries(PLATFORM_PARAMS.flatMap(([, Name]) => [[`min${Name}Followers`, whole], [`max${Name}Followers`, whole]]));

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

export interface FollowerRange { readonly platform: Platform; readonly min: number | null; readonly max: number | null }

/** A search as the SQL builder takes it: plain values, money in sen, dates as instants. */
export interface MemberFilter {
  readonly search?: string;
  readonly states?: ReadonlyArray<string>;
  readonly genders?: ReadonlyArray<string>;
  readonly maritalStatuses?: ReadonlyArray<string>;
  readonly languages?: ReadonlyArray<string>;
  readonly categories?: ReadonlyArray<string>;
  readonly minIncomeSen?: number;
  readonly maxIncomeSen?: number;
  readonly minTeamSize?: number;
  readonly maxTeamSize?: number;
  /** Joined at or after this instant (the start of the day in Malaysia). */
  readonly joinedFrom?: Date;
  /** Joined before this instant (the start of the day after, in Malaysia). */
  readonly joinedBefore?: Date;
  readonly isAdmin?: boolean;
  readonly hasSocialMedia?: ReadonlyArray<Platform>;
  readonly socialMediaUsername?: string;
  readonly followers?: ReadonlyArray<FollowerRange>;
}

// Malaysia keeps UTC+8 all year (domain/period.ts): a day there starts at 16:00 UTC the day before.
const MYT_OFFSET_MS = 8 * 3_600_000;
const dayStartMyt = (value: string, plusDays = 0) => new Date(Date.parse(`${value}T00:00:00Z`) + plusDays * 86_400_000 - MYT_OFFSET_MS);

const num = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const list = (value: string | undefined, normalise: (v: string) => string = (v) => v) => (value === undefined ? undefined : split(value).map(normalise));

const picked = (query: Readonly<Record<string, unknown>>, keys: ReadonlyArray<string>) => {
  const input: Record<string, unknown> = {};
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && value !== "") input[key] = value;
  }
  return input;
};

const toFilter = (q: typeof SearchQuery.Type): MemberFilter => {
  const raw = q as Record<string, string | undefined>;
  const followers: Array<FollowerRange> = [];
  for (const [platform, Name] of PLATFORM_PARAMS) {
    const min = num(raw[`min${Name}Followers`]);
    const max = num(raw[`max${Name}Followers`]);
    if (min !== undefined || max !== undefined) followers.push({ platform, min: min ?? null, max: max ?? null });
  }
  return {
    search: q.search?.trim() || undefined,
    states: list(q.state), genders: list(q.gender), maritalStatuses: list(q.maritalStatus),
    languages: list(q.languages), categories: list(q.influencerCategories),
    minIncomeSen: q.minIncome === undefined ? undefined : parseRinggit(q.minIncome) ?? undefined,
    maxIncomeSen: q.maxIncome === undefined ? undefined : parseRinggit(q.maxIncome) ?? undefined,
    minTeamSize: num(q.minTeamSize), maxTeamSize: num(q.maxTeamSize),
    joinedFrom: q.joinDateFrom === undefined ? undefined : dayStartMyt(q.joinDateFrom),
    joinedBefore: q.joinDateTo === undefined ? undefined : dayStartMyt(q.joinDateTo, 1),
    isAdmin: q.isAdmin === undefined ? undefined : q.isAdmin === "true",
    hasSocialMedia: list(q.hasSocialMedia, (v) => v.toLowerCase()) as Array<Platform> | undefined,
    socialMediaUsername: q.socialMediaUsername?.trim() || undefined,
    followers,
  };
};

/** Decodes the query string; only the spec's parameters are read, empty ones are ignored. */
export const parseSearchQuery = (query: Readonly<Record<string, unknown>>) =>
  Effect.map(decodeInput(SearchQuery, "Invalid search")(picked(query, Object.keys(SearchQuery.fields))), toFilter);

// Paging and sorting (not in the spec, whose table sorted the rows it had): a page of `limit`
// rows after the cursor `after` that the previous page gave, sorted by one of the table's
// columns. Without `sort`, newest members first, as before.
export const SORT_COLUMNS = [
  "name", "email", "phone", "location", "referrer", "directRecruits", "totalTeam", "monthlyIncome", "joinedDate", "status",
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const PAGE_LIMIT = { default: 50, max: 100 } as const;

const SearchPageQuery = Schema.Struct({
  ...SearchQuery.fields,
  sort: Schema.optional(Schema.Literals(SORT_COLUMNS)),
  order: Schema.optional(Schema.Literals(["asc", "desc"])),
  limit: Schema.optional(Schema.String.pipe(Schema.check(Schema.makeFilter((value: string) =>
    (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= PAGE_LIMIT.max) || `must be a whole number from 1 to ${PAGE_LIMIT.max}`)))),
  after: Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,600}\.[0-9a-f]{16}$/, { message: "is not a cursor this search gave" })))),
});

export interface SearchPageRequest {
  readonly filter: MemberFilter;
  /** Null: newest members first (`order` asc: oldest first). */
  readonly sort: SortColumn | null;
  readonly order: "asc" | "desc";
  readonly limit: number;
  /** The cursor as sent, checked against this search when it is read. */
  readonly after: string | null;
}

export const parseSearchPage = (query: Readonly<Record<string, unknown>>) =>
  Effect.map(decodeInput(SearchPageQuery, "Invalid search")(picked(query, Object.keys(SearchPageQuery.fields))), (q): SearchPageRequest => ({
    filter: toFilter(q),
    sort: q.sort ?? null,
    order: q.order ?? (q.sort === undefined ? "desc" : "asc"),
    limit: q.limit === undefined ? PAGE_LIMIT.default : Number(q.limit),
    after: q.after ?? null,
  }));
