import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { urlOf } from "../../../../domain/contract/endpoint.ts";
import type { AdminMember } from "../../../../domain/contract/members.ts";
import { membersApi } from "../../../../domain/contract/routes/members.ts";
import { api, decode } from "../../../lib/api.ts";
import { memberSearchQuery, pageQuery, type MemberFilters, type SearchQuery } from "../utils/member-search.ts";
import type { ColumnSort } from "../utils/sorting.ts";

// A member as admins see it (no bank details, birth date or address), as the contract
// (domain/contract/members.ts) describes it; referrerId and username come with it for the
// referred-by link.
export type { AdminMember } from "../../../../domain/contract/members.ts";

// A page of rows in the table's order, and the cursor of the next page (null on the last).
export type MemberPage = { members: ReadonlyArray<AdminMember>; next: string | null };

const memberRows = api.answerSchema(membersApi.search);
const searchUrl = (query: SearchQuery) => urlOf(membersApi.search.path, {}, query);

// The cursor of the next page travels in a header, so the page is read from the response itself.
const fetchPage = async (query: SearchQuery): Promise<MemberPage> => {
  const response = await api.fetchRoute(membersApi.search, { query });
  return {
    members: await decode(memberRows, await response.json(), searchUrl(query)),
    next: response.headers.get("X-Next-Cursor"),
  };
};

// The table's rows, a page at a time. The key starts with the URL of the first page, so each
// search and sort is cached on its own and whatever refreshes admin data refreshes it too.
export const memberPagesQueryOptions = (filters: MemberFilters, sorting: ReadonlyArray<ColumnSort>) => {
  const query = memberSearchQuery(filters, sorting);
  return infiniteQueryOptions({
    queryKey: [searchUrl(query), "pages"] as const,
    queryFn: ({ pageParam }) => fetchPage(pageQuery(query, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MemberPage) => last.next,
  });
};

// One page of a search on its own (the referred-by link looks a referrer up by name).
export const memberRowsQueryOptions = (filters: MemberFilters, limit = 100) => {
  const query = memberSearchQuery(filters, [], limit);
  return queryOptions<MemberPage>({ queryKey: [searchUrl(query)], queryFn: () => fetchPage(query) });
};

/** Every member's admin row as a file: JSON, or CSV for spreadsheets. */
export const exportMembers = (format: "json" | "csv") =>
  api.fetchRoute(membersApi.export, { query: { format: format === "csv" ? "csv" : undefined } });
