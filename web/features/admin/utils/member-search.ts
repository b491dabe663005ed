import { SOCIAL_PLATFORMS } from "../../../../domain/profile-options.ts";
import type { ColumnSort } from "./sorting.ts";

export type Platform = (typeof SOCIAL_PLATFORMS)[number];
export type Range = { min: string; max: string };

// The filters panel as typed: numbers and dates (YYYY-MM-DD) stay text, so an empty input means
// "no filter"; a range's min and max are both inclusive.
export type MemberFilters = {
  search: string;
  states: string[];
  genders: string[];
  maritalStatuses: string[];
  languages: string[];
  categories: string[];
  income: Range;
  teamSize: Range;
  joinDate: Range;
  isAdmin: "" | "true" | "false";
  hasSocialMedia: Platform[];
  socialMediaUsername: string;
  followers: Record<Platform, Range>;
};

const emptyRange = (): Range => ({ min: "", max: "" });

export const EMPTY_FILTERS: MemberFilters = {
  search: "",
  states: [],
  genders: [],
  maritalStatuses: [],
  languages: [],
  categories: [],
  income: emptyRange(),
  teamSize: emptyRange(),
  joinDate: emptyRange(),
  isAdmin: "",
  hasSocialMedia: [],
  socialMediaUsername: "",
  followers: Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, emptyRange()])) as Record<
    Platform,
    Range
  >,
};

// The API spells platforms capitalised inside follower parameter names (minInstagramFollowers).
const capitalised = (platform: Platform) => platform.charAt(0).toUpperCase() + platform.slice(1);

/** The search's query parameters, each only when non-empty, lists comma-joined. */
export function searchParamsOf(filters: MemberFilters): URLSearchParams {
  const entries: Array<[string, string]> = [
    ["search", filters.search],
    ["state", filters.states.join(",")],
    ["gender", filters.genders.join(",")],
    ["maritalStatus", filters.maritalStatuses.join(",")],
    ["languages", filters.languages.join(",")],
    ["influencerCategories", filters.categories.join(",")],
    ["minIncome", filters.income.min],
    ["maxIncome", filters.income.max],
    ["minTeamSize", filters.teamSize.min],
    ["maxTeamSize", filters.teamSize.max],
    ["joinDateFrom", filters.joinDate.min],
    ["joinDateTo", filters.joinDate.max],
    ["isAdmin", filters.isAdmin],
    ["hasSocialMedia", filters.hasSocialMedia.join(",")],
    ["socialMediaUsername", filters.socialMediaUsername],
    ...SOCIAL_PLATFORMS.flatMap((platform): Array<[string, string]> => [
      [`min${capitalised(platform)}Followers`, filters.followers[platform].min],
      [`max${capitalised(platform)}Followers`, filters.followers[platform].max],
    ]),
  ];
  return new URLSearchParams(entries.map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== ""));
}

/** Rows per page of the members table (the server's default and the most it sends is 100). */
export const MEMBER_PAGE_SIZE = 50;

/** A search's query parameters, as the route reads them. */
export type SearchQuery = Readonly<Record<string, string>>;

/**
 * The search for the table's rows: the filters, the sorted column (none: newest first) and the
 * page size.
 */
export function memberSearchQuery(
  filters: MemberFilters,
  sorting: ReadonlyArray<ColumnSort> = [],
  limit = MEMBER_PAGE_SIZE,
): SearchQuery {
  const params = searchParamsOf(filters);
  const [sorted] = sorting;
  if (sorted) {
    params.set("sort", sorted.id);
    params.set("order", sorted.desc ? "desc" : "asc");
  }
  params.set("limit", String(limit));
  return Object.fromEntries(params);
}

/** The same search's page after `cursor`, the one the previous page gave (null: the first page). */
export function pageQuery(query: SearchQuery, cursor: string | null): SearchQuery {
  return cursor === null ? query : { ...query, after: cursor };
}

/** How many filters besides the search box are set, for the panel toggle's label. */
export function activeFilterCount(filters: MemberFilters): number {
  const params = searchParamsOf(filters);
  params.delete("search");
  return params.size;
}
