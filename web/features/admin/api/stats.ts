import { queryOptions } from "@tanstack/react-query";
import { api, schemaOf } from "../../../lib/api.ts";

// The overview cards (GET /api/admin/stats); monthlyPayouts is this Malaysian month's income of
// every member in ringgit, i.e. what closing the month would pay out.
export type { AdminStats } from "../../../../domain/contract/admin.ts";
const adminStats = schemaOf(() => import("../../../../domain/contract/admin.ts"), "AdminStats");

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ["/api/admin/stats"], queryFn: api.queryFn({ schema: adminStats }) });
