import { describe, expect, it } from "vitest";
import type { Team, TeamMember } from "../api/team.ts";
import { filterTeam } from "./filter-team.ts";

const member = (id: number, firstName: string | null, lastName: string | null, username: string | null): TeamMember => ({
  id, firstName, lastName, username, email: null, phoneNumber: null, city: null, state: null,
  createdAt: "2026-01-01T00:00:00Z", joinedDate: "2026-01-01T00:00:00Z", profilePicture: null, referrerName: null,
  referralCodeUsed: null, directRecruits: 0, totalTeamMembers: 0, monthlyIncome: 0, totalEarnings: 0, overrideEarnings: 0,
  totalPosts: 0, gender: null, maritalStatus: null, bio: null, influencerCategories: [], socialMediaLinks: {},
});

const team: Team = {
  level1: [member(1, "Hafiz", "Ismail", "hafiz.i"), member(2, "Mei Ling", "Tan", "meiling")],
  level2: [member(3, "Daniel", "Wong", "dwong"), member(4, null, null, null)],
};

const ids = (list: Array<{ id: number }>) => list.map((m) => m.id);

describe("filterTeam", () => {
  it("lists everyone with their level, Level 1 first", () => {
    const all = filterTeam(team, "all", "");
    expect(ids(all)).toEqual([1, 2, 3, 4]);
    expect(all.map((m) => m.level)).toEqual([1, 1, 2, 2]);
  });

  it("keeps one level only", () => {
    expect(ids(filterTeam(team, "level1", ""))).toEqual([1, 2]);
    expect(ids(filterTeam(team, "level2", ""))).toEqual([3, 4]);
  });

  it("matches the full name across first and last name, ignoring case and outer spaces", () => {
    expect(ids(filterTeam(team, "all", "  LING TAN "))).toEqual([2]);
    expect(ids(filterTeam(team, "all", "wong"))).toEqual([3]);
  });

  it("matches the username", () => {
    expect(ids(filterTeam(team, "all", "DWO"))).toEqual([3]);
  });

  it("combines search and level", () => {
    expect(ids(filterTeam(team, "level1", "wong"))).toEqual([]);
    expect(ids(filterTeam(team, "level2", "wong"))).toEqual([3]);
  });

  it("finds nobody for an unknown name", () => {
    expect(filterTeam(team, "all", "zzz")).toEqual([]);
  });
});
