import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useToast } from "../../../ui/toast.ts";
import { memberRowsQueryOptions } from "../api/members.ts";
import type { MemberFilters } from "../utils/member-search.ts";

// The rows for the applied filters; a failed search also says so in the spec's toast.
export function useMemberRows(filters: MemberFilters) {
  const rows = useQuery(memberRowsQueryOptions(filters));
  const { toast } = useToast();
  const failedAt = rows.isError ? rows.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt) toast({ title: "Search Error", description: "Failed to search users", variant: "destructive" });
  }, [failedAt, toast]);

  return rows;
}
