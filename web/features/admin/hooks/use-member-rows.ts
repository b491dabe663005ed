import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { failureToast } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { memberPagesQueryOptions } from "../api/members.ts";
import { adminText } from "../i18n.ts";
import type { MemberFilters } from "../utils/member-search.ts";
import type { ColumnSort } from "../utils/sorting.ts";

// The table's pages for the applied filters and sort; the rows on screen stay while another
// search or sort loads. A failed search also says so in a toast, with the server's reason (a
// bad date, a cursor from another search) when it gave one.
export function useMemberRows(filters: MemberFilters, sorting: ReadonlyArray<ColumnSort>) {
  const rows = useInfiniteQuery({ ...memberPagesQueryOptions(filters, sorting), placeholderData: keepPreviousData });
  const { toast } = useToast();
  const failedAt = rows.isError ? rows.errorUpdatedAt : 0;
  const error = rows.error;

  useEffect(() => {
    if (failedAt)
      toast(
        failureToast(translate(adminText, "members.searchError"), error, translate(adminText, "members.searchFailed")),
      );
  }, [failedAt, error, toast]);

  return rows;
}
