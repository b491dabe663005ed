import { queryOptions } from "@tanstack/react-query";

// This month's figures in ringgit (Malaysian time), as GET /api/dashboard/stats returns them.
export type DashboardStats = {
  totalIncome: number;
  personalIncome: number;
  level1Override: number;
  level2Override: number;
  teamSize: number;
  postsThisMonth: number;
  postsLastMonth: number;
};

export type Activity = { id: string; type: string; description: string; amount: number; createdAt: string };

type Ranked = { id: number; firstName: string | null; lastName: string | null; profilePicture: string | null };
export type Leaderboard = {
  topDirectRecruits: Array<Ranked & { directRecruits: number }>;
  topTeamMembers: Array<Ranked & { totalTeamMembers: number }>;
};

// Every key starts with "/api/dashboard", so a profile save refreshes them all by that prefix.
export const dashboardStatsQueryOptions = () => queryOptions<DashboardStats>({ queryKey: ["/api/dashboard/stats"] });
export const activitiesQueryOptions = () => queryOptions<Activity[]>({ queryKey: ["/api/dashboard/activities"] });
export const leaderboardQueryOptions = () => queryOptions<Leaderboard>({ queryKey: ["/api/dashboard/leaderboard"] });

// What the dashboard's first screen reads besides the profile and the team (app/prefetch.ts asks
// for them before the screen's code has arrived).
export const dashboardQueryKeys = () => [dashboardStatsQueryOptions(), activitiesQueryOptions(), leaderboardQueryOptions()].map((query) => query.queryKey);
