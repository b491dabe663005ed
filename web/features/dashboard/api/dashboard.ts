import { queryOptions } from "@tanstack/react-query";
import { dashboardApi } from "../../../../domain/contract/routes/dashboard.ts";
import { api } from "../../../lib/api.ts";

// This month's figures in ringgit (Malaysian time), recent activity and the rankings.
export type { Activity, DashboardStats, Leaderboard } from "../../../../domain/contract/dashboard.ts";

export const dashboardStatsQueryOptions = () => queryOptions(api.query(dashboardApi.stats));
export const activitiesQueryOptions = () => queryOptions(api.query(dashboardApi.activities));
export const leaderboardQueryOptions = () => queryOptions(api.query(dashboardApi.leaderboard));

// What the dashboard's first screen reads besides the profile and the team (app/prefetch.ts asks
// for them before the screen's code has arrived).
export const dashboardQueries = () =>
  [dashboardStatsQueryOptions(), activitiesQueryOptions(), leaderboardQueryOptions()] as const;
