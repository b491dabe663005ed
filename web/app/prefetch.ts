import type { QueryClient } from "@tanstack/react-query";
import { dashboardQueryKeys } from "../features/dashboard/api/dashboard.ts";
import { profileQueryOptions } from "../features/profile/api/profile.ts";

// The shell's completeness badge needs the profile on every signed-in screen, and the dashboard
// its own figures. The team is left to its card: the largest answer, and below the fold.
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  const path = pathname.replace(/\/+$/, "") || "/";
  const keys = [profileQueryOptions().queryKey, ...(path === "/" || path === "/dashboard" ? dashboardQueryKeys() : [])];
  for (const queryKey of keys) void queryClient.prefetchQuery({ queryKey });
}
