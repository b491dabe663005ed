import { Effect } from "effect";
import {
  PLATFORM_PARAMS,
  SearchPageQuery,
  SearchQuery,
  SORT_COLUMNS,
  splitList as split,
  type Platform,
  type SortColumn,
} from "../../../domain/contract/members.ts";
import { MEMBER_PAGE_LIMIT as PAGE_LIMIT } from "../../../domain/contract/limits.ts";
import { parseRinggit } from "../../../domain/money.ts";
import { decodeInput } from "../../platform/http/validation.ts";

// The admin member search: every filter of the admin member table, each optional (an empty
// value counts as absent), each checked so a bad number, date or option is a 400 naming it. The
// query's schema is the contract's (domain/contract/members.ts); here it becomes SQL's filter.
export { PLATFORM_PARAMS, SearchQuery, SORT_COLUMNS, type Platform, type SortColumn };

export interface FollowerRange {
  readonly platform: Platform;
  readonly min: number | null;
  readonly max: number | null;
}

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
const dayStartMyt = (value: string, plusDays = 0) =>
  new Date(Date.parse(`${value}T00:00:00Z`) + plusDays * 86_400_000 - MYT_OFFSET_MS);

const num = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const list = (value: string | undefined, normalise: (v: string) => string = (v) => v) =>
  value === undefined ? undefined : split(value).map(normalise);

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
    states: list(q.state),
    genders: list(q.gender),
    maritalStatuses: list(q.maritalStatus),
    languages: list(q.languages),
    categories: list(q.influencerCategories),
    minIncomeSen: q.minIncome === undefined ? undefined : (parseRinggit(q.minIncome) ?? undefined),
    maxIncomeSen: q.maxIncome === undefined ? undefined : (parseRinggit(q.maxIncome) ?? undefined),
    minTeamSize: num(q.minTeamSize),
    maxTeamSize: num(q.maxTeamSize),
    joinedFrom: q.joinDateFrom === undefined ? undefined : dayStartMyt(q.joinDateFrom),
    joinedBefore: q.joinDateTo === undefined ? undefined : dayStartMyt(q.joinDateTo, 1),
    isAdmin: q.isAdmin === undefined ? undefined : q.isAdmin === "true",
    hasSocialMedia: list(q.hasSocialMedia, (v) => v.toLowerCase()) as Array<Platform> | undefined,
    socialMediaUsername: q.socialMediaUsername?.trim() || undefined,
    followers,
  };
};

// Paging and sorting on the server (a table cannot sort rows it has not loaded): a page of
// `limit` rows after the cursor `after` that the previous page gave, sorted by one of the
// table's columns (SearchPageQuery). Without `sort`, newest members first, as before.
export interface SearchPageRequest {
  readonly filter: MemberFilter;
  /** Null: newest members first (`order` asc: oldest first). */
  readonly sort: SortColumn | null;
  readonly order: "asc" | "desc";
  readonly limit: number;
  /** The cursor as sent, checked against this search when it is read. */
  readonly after: string | null;
}

/** The page a decoded query asks for. */
export const searchPageOf = (q: typeof SearchPageQuery.Type): SearchPageRequest => ({
  filter: toFilter(q),
  sort: q.sort ?? null,
  order: q.order ?? (q.sort === undefined ? "desc" : "asc"),
  limit: q.limit === undefined ? PAGE_LIMIT.default : Number(q.limit),
  after: q.after ?? null,
});

/** Decodes the query string into the page it asks for, as the route does. */
export const parseSearchPage = (query: Readonly<Record<string, unknown>>) =>
  Effect.map(
    decodeInput(SearchPageQuery, "Invalid search")(picked(query, Object.keys(SearchPageQuery.fields))),
    searchPageOf,
  );
