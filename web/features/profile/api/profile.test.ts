import { describe, expect, it } from "vitest";
import { profileQueryOptions, refreshedByProfileSave } from "./profile.ts";

describe("refreshedByProfileSave", () => {
  it("covers the profile and every dashboard query, nothing else", () => {
    expect(refreshedByProfileSave(profileQueryOptions().queryKey)).toBe(true);
    for (const path of [
      "/api/dashboard/stats",
      "/api/dashboard/team",
      "/api/dashboard/leaderboard",
      "/api/dashboard/activities",
    ]) {
      expect(refreshedByProfileSave([path]), path).toBe(true);
    }
    for (const key of [["/api/income", { month: 3 }], ["/api/posts"], ["/api/profiles"], [42]]) {
      expect(refreshedByProfileSave(key), String(key[0])).toBe(false);
    }
  });
});
