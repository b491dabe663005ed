import { queryOptions } from "@tanstack/react-query";
import { adminApi } from "../../../../domain/contract/routes/admin.ts";
import { api } from "../../../lib/api.ts";

// The overview cards; monthlyPayouts is this Malaysian month's income of every member in
// ringgit, i.e. what closing the month would pay out.
export type { AdminStats } from "../../../../domain/contract/admin.ts";

export const adminStatsQueryOptions = () => queryOptions(api.query(adminApi.stats));
