import { describe, expect, it } from "vitest";
import type { TeamMember } from "../api/team.ts";
import { urlOf } from "../../../../domain/contract/endpoint.ts";
import { dashboardApi } from "../../../../domain/contract/routes/dashboard.ts";
import { endsAtLevel1, firstPageParam, loadedMembers, nextPageParam, teamPageQuery } from "./team-pages.ts";

const member = (id: number): TeamMember => ({
  id,
  firstName: `M${id}`,
  lastName: null,
  username: null,
  email: null,
  phoneNumber: null,
  city: null,
  state: null,
  createdAt: "2026-01-01T00:00:00Z",
  joinedDate: "2026-01-01T00:00:00Z",
  profilePicture: null,
  referrerName: null,
  referralCodeUsed: null,
  directRecruits: 0,
  totalTeamMembers: 0,
  monthlyIncome: 0,
  totalEarnings: 0,
  overrideEarnings: 0,
  totalPosts: 0,
  gender: null,
  maritalStatus: null,
  bio: null,
  influencerCategories: [],
  socialMediaLinks: {},
});
const ends = { level1Next: null, level2Next: null };

const teamPagePath = (...page: Parameters<typeof teamPageQuery>) =>
  urlOf(dashboardApi.team.path, undefined, teamPageQuery(...page));

describe("teamPageQuery", () => {
  it("asks for one level, a page size, the trimmed search and the cursor", () => {
    expect(teamPagePath({ level: 1, after: null }, "", 24)).toBe("/api/dashboard/team?level=1&limit=24");
    expect(teamPagePath({ level: 2, after: "MS4xLjI" }, "  mei ling ", 24)).toBe(
      "/api/dashboard/team?level=2&limit=24&search=mei+ling&after=MS4xLjI",
    );
  });

  it("sends a search with characters that mean something in a query string intact", () => {
    const path = teamPagePath({ level: 1, after: null }, "a&b=c%", 5);
    expect(new URLSearchParams(path.split("?")[1]).get("search")).toBe("a&b=c%");
  });
});

describe("paging My Team", () => {
  it("starts at Level 2 for the Level 2 filter, at Level 1 otherwise", () => {
    expect(firstPageParam("all")).toEqual({ level: 1, after: null });
    expect(firstPageParam("level1")).toEqual({ level: 1, after: null });
    expect(firstPageParam("level2")).toEqual({ level: 2, after: null });
  });

  it("follows a level's cursor while there is one", () => {
    expect(nextPageParam("all", { level: 1, after: null }, { ...ends, level1Next: "c1" })).toEqual({
      level: 1,
      after: "c1",
    });
    expect(nextPageParam("level2", { level: 2, after: "c1" }, { ...ends, level2Next: "c2" })).toEqual({
      level: 2,
      after: "c2",
    });
  });

  it("goes on to Level 2 after Level 1 only for All", () => {
    expect(nextPageParam("all", { level: 1, after: "c1" }, ends)).toEqual({ level: 2, after: null });
    expect(nextPageParam("level1", { level: 1, after: "c1" }, ends)).toBeUndefined();
    expect(nextPageParam("all", { level: 2, after: null }, ends)).toBeUndefined();
  });

  it("ignores the other level's cursor", () => {
    expect(nextPageParam("level1", { level: 1, after: null }, { level1Next: null, level2Next: "c2" })).toBeUndefined();
  });

  it("knows when All has just finished Level 1", () => {
    const level1 = { level: 1, after: null } as const;
    expect(endsAtLevel1("all", [level1], [ends])).toBe(true);
    expect(endsAtLevel1("all", [level1], [{ ...ends, level1Next: "c1" }])).toBe(false);
    expect(endsAtLevel1("level1", [level1], [ends])).toBe(false);
    expect(endsAtLevel1("all", [level1, { level: 2, after: null }], [ends, { ...ends, level2Next: "c2" }])).toBe(false);
    expect(endsAtLevel1("all", [], [])).toBe(false);
  });

  it("lists loaded members in page order with their levels", () => {
    const pages = [
      { level1: [member(1), member(2)], level2: [] },
      { level1: [member(3)], level2: [] },
      { level1: [], level2: [member(4)] },
    ];
    expect(loadedMembers(pages).map((m) => [m.id, m.level])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
    ]);
  });
});
