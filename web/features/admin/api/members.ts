import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { AdminMember } from "../../../../domain/contract/members.ts";
import { api, decode, schemaOf } from "../../../lib/api.ts";
import { memberRowsPath, pagePath, type MemberFilters } from "../utils/member-search.ts";
import type { ColumnSort } from "../utils/sorting.ts";

// A member as admins see it (no bank details, birth date or address), as the contract
// (domain/contract/members.ts) describes it; referrerId and username come with it for the
// referred-by link.
export type { AdminMember } from "../../../../domain/contract/members.ts";
const adminMembers = schemaOf(() => import("../../../../domain/contract/members.ts"), "AdminMembers");

// A page of rows in the table's order, and the cursor of the next page (null on the last).
export type MemberPage = { members: ReadonlyArray<AdminMember>; next: string | null };

const fetchPage = async (path: string): Promise<MemberPage> => {
  const response = await api.request("GET", path);
  return {
    members: await decode(adminMembers, await response.json(), path),
    next: response.headers.get("X-Next-Cursor"),
  };
};

// The table's rows, a page at a time. The key starts with the path of the first page, so each
// search and sort is cached on its own and whatever refreshes admin data refreshes it too.
export const memberPagesQueryOptions = (filters: MemberFilters, sorting: ReadonlyArray<ColumnSort>) => {
  const path = memberRowsPath(filters, sorting);
  return infiniteQueryOptions({
    queryKey: [path, "pages"] as const,
    queryFn: ({ pageParam }) => fetchPage(pagePath(path, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MemberPage) => last.next,
  });
};

// One page of a search on its own (the referred-by link looks a referrer up by name).
export const memberRowsQueryOptions = (filters: MemberFilters, limit = 100) => {
  const path = memberRowsPath(filters, [], limit);
  return queryOptions<MemberPage>({ queryKey: [path], queryFn: () => fetchPage(path) });
};

export const exportMembersPath = (format: "json" | "csv") =>
  `/api/super-admin/export-members${format === "csv" ? "?format=csv" : ""}`;
