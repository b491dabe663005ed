import { queryOptions } from "@tanstack/react-query";

// The overview cards (GET /api/admin/stats); monthlyPayouts is this Malaysian month's income of
// every member in ringgit, i.e. what closing the month would pay out.
export type AdminStats = {
  totalLeaders: number;
  totalMembers: number;
  monthlyPayouts: number;
  month: number;
  year: number;
};

export const adminStatsQueryOptions = () => queryOptions<AdminStats>({ queryKey: ["/api/admin/stats"] });
