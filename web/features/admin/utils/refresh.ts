// A review decision moves money: the poster's and the upline's dashboards, the admin overview,
// income reports, member rows (monthly income) and every review queue change with it.
const CHANGED_BY_REVIEW = ["/api/dashboard", "/api/admin/", "/api/super-admin/"];

export const refreshedByReview = (queryKey: readonly unknown[]): boolean => {
  const [path] = queryKey;
  return typeof path === "string" && CHANGED_BY_REVIEW.some((prefix) => path.startsWith(prefix));
};
