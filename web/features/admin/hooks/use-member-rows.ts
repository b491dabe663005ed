import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useToast } from "../../../ui/toast.ts";
import { memberPagesQueryOptions } from "../api/members.ts";
import type { MemberFilters } from "../utils/member-search.ts";
import type { ColumnSort } from "../utils/sorting.ts";

// The table's pages for the applied filters and sort; the rows on screen stay while another
// search or sort loads. A failed search also says so in a toast.
export function useMemberRows(filters: MemberFilters, sorting: ReadonlyArray<ColumnSort>) {
  const rows = useInfiniteQuery({ ...memberPagesQueryOptions(filters, sorting), placeholderData: keepPreviousData });
  const { toast } = useToast();
  const failedAt = rows.isError ? rows.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt) toast({ title: "Search Error", description: "Failed to search users", variant: "destructive" });
  }, [failedAt, toast]);

  return rows;
}
