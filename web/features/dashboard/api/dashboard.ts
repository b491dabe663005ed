import { queryOptions } from "@tanstack/react-query";
import { api, schemaOf } from "../../../lib/api.ts";

// This month's figures in ringgit (Malaysian time), recent activity and the rankings, as the
// contract (domain/contract/dashboard.ts) describes them and the answers are decoded.
export type { Activity, DashboardStats, Leaderboard } from "../../../../domain/contract/dashboard.ts";
const contract = () => import("../../../../domain/contract/dashboard.ts");

// Every key starts with "/api/dashboard", so a profile save refreshes them all by that prefix.
export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/dashboard/stats"],
    queryFn: api.queryFn({ schema: schemaOf(contract, "DashboardStats") }),
  });
export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/dashboard/activities"],
    queryFn: api.queryFn({ schema: schemaOf(contract, "Activities") }),
  });
export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/dashboard/leaderboard"],
    queryFn: api.queryFn({ schema: schemaOf(contract, "Leaderboard") }),
  });

// What the dashboard's first screen reads besides the profile and the team (app/prefetch.ts asks
// for them before the screen's code has arrived).
export const dashboardQueries = () =>
  [dashboardStatsQueryOptions(), activitiesQueryOptions(), leaderboardQueryOptions()] as const;
