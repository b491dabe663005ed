import type { QueryClient } from "@tanstack/react-query";
import { dashboardQueries } from "../features/dashboard/api/dashboard.ts";
import { postCountsQueryOptions } from "../features/posts/api/posts.ts";
import { profileQueryOptions } from "../features/profile/api/profile.ts";

// The shell's completeness badge needs the profile on every signed-in screen, and the dashboard
// its own figures. The team is left to its card: the largest answer, and below the fold.
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  const path = pathname.replace(/\/+$/, "") || "/";
  // Each with its own query function, which decodes the answer as the screen's query would.
  void queryClient.prefetchQuery(profileQueryOptions());
  if (path !== "/" && path !== "/dashboard") return;
  const [stats, activities, leaderboard] = dashboardQueries();
  void queryClient.prefetchQuery(stats);
  void queryClient.prefetchQuery(activities);
  void queryClient.prefetchQuery(leaderboard);
  void queryClient.prefetchQuery(postCountsQueryOptions());
}
