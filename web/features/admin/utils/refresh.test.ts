import { describe, expect, it } from "vitest";
import { refreshedByReview } from "./refresh.ts";

describe("refreshedByReview", () => {
  it.each([
    "/api/dashboard/stats",
    "/api/dashboard/team",
    "/api/admin/stats",
    "/api/admin/posts?status=pending",
    "/api/super-admin/income-reports?month=5&year=2026",
    "/api/super-admin/member-stats",
  ])("refreshes %s", (path) => {
    expect(refreshedByReview([path])).toBe(true);
  });

  it.each(["/api/profile", "/api/message-templates", "/api/images"])("leaves %s alone", (path) => {
    expect(refreshedByReview([path])).toBe(false);
  });

  it("ignores keys that are not paths", () => {
    expect(refreshedByReview([42])).toBe(false);
  });
});
