import { isDashboardQuery } from "../../dashboard/api/dashboard.ts";

// A review decision moves money: the poster's and the upline's dashboards, the admin overview,
// income reports, member rows (monthly income) and every review queue change with it.
const CHANGED_BY_REVIEW = ["/api/admin/", "/api/super-admin/"];

export const refreshedByReview = (queryKey: readonly unknown[]): boolean => {
  const [path] = queryKey;
  return (
    typeof path === "string" &&
    (isDashboardQuery(queryKey) || CHANGED_BY_REVIEW.some((prefix) => path.startsWith(prefix)))
  );
};
