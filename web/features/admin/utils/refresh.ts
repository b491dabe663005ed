import type { AnyEndpoint } from "../../../../domain/contract/endpoint.ts";
import { ENDPOINTS } from "../../../../domain/contract/routes/all.ts";
import { dashboardApi } from "../../../../domain/contract/routes/dashboard.ts";
import { isQueryOf } from "../../../lib/api.ts";

// A review decision moves money: the poster's and the upline's dashboards, and what admins read
// (the overview, income reports, member rows' monthly income, every review queue) change with it.
const CHANGED_BY_REVIEW: ReadonlyArray<AnyEndpoint> = [
  ...Object.values(dashboardApi),
  ...ENDPOINTS.filter((endpoint) => endpoint.access === "admin"),
].filter((endpoint) => endpoint.method === "GET");

export const refreshedByReview = (queryKey: readonly unknown[]): boolean =>
  CHANGED_BY_REVIEW.some((endpoint) => isQueryOf(endpoint, queryKey));
