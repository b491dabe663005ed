import { describe, expect, it } from "vitest";
import { urlOf } from "../../../../domain/contract/endpoint.ts";
import { membersApi } from "../../../../domain/contract/routes/members.ts";
import { memberPagesQueryOptions } from "../api/members.ts";
import {
  activeFilterCount,
  EMPTY_FILTERS,
  memberSearchQuery,
  pageQuery,
  searchParamsOf,
  type MemberFilters,
  type SearchQuery,
} from "./member-search.ts";

const withFilters = (change: Partial<MemberFilters>): MemberFilters => ({ ...EMPTY_FILTERS, ...change });

describe("searchParamsOf", () => {
  it("sends nothing for empty filters, including blank text", () => {
    expect(searchParamsOf(withFilters({ search: "   ", socialMediaUsername: "" })).toString()).toBe("");
  });

  it("sends only the non-empty parameters, trimmed", () => {
    const params = searchParamsOf(
      withFilters({ search: " Hafiz ", income: { min: "100", max: "" }, isAdmin: "false" }),
    );
    expect([...params]).toEqual([
      ["search", "Hafiz"],
      ["minIncome", "100"],
      ["isAdmin", "false"],
    ]);
  });

  it("comma-joins lists and platforms", () => {
    const params = searchParamsOf(
      withFilters({
        states: ["Selangor", "Penang (Pulau Pinang)"],
        categories: ["Beauty & Fashion"],
        hasSocialMedia: ["instagram", "tiktok"],
      }),
    );
    expect(params.get("state")).toBe("Selangor,Penang (Pulau Pinang)");
    expect(params.get("influencerCategories")).toBe("Beauty & Fashion");
    expect(params.get("hasSocialMedia")).toBe("instagram,tiktok");
    expect(params.toString()).toContain("influencerCategories=Beauty+%26+Fashion");
  });

  it("names follower ranges per platform as the API spells them", () => {
    const params = searchParamsOf(
      withFilters({
        followers: { ...EMPTY_FILTERS.followers, youtube: { min: "1000", max: "" }, twitter: { min: "", max: "50" } },
      }),
    );
    expect([...params]).toEqual([
      ["minYoutubeFollowers", "1000"],
      ["maxTwitterFollowers", "50"],
    ]);
  });

  it("sends join dates and team sizes", () => {
    const params = searchParamsOf(
      withFilters({ joinDate: { min: "2026-01-01", max: "2026-01-31" }, teamSize: { min: "0", max: "10" } }),
    );
    expect(params.get("joinDateFrom")).toBe("2026-01-01");
    expect(params.get("joinDateTo")).toBe("2026-01-31");
    // Zero is a real bound, not an empty input.
    expect(params.get("minTeamSize")).toBe("0");
    expect(params.get("maxTeamSize")).toBe("10");
  });
});

describe("memberSearchQuery", () => {
  const url = (query: SearchQuery) => urlOf(membersApi.search.path, {}, query);

  it("asks for the first page of newest members when nothing is filtered or sorted", () => {
    expect(memberPagesQueryOptions(EMPTY_FILTERS, []).queryKey[0]).toBe("/api/admin/users/search?limit=50");
  });

  it("sends the filters, the sorted column and its direction", () => {
    expect(
      memberPagesQueryOptions(withFilters({ genders: ["female"] }), [{ id: "monthlyIncome", desc: true }]).queryKey[0],
    ).toBe("/api/admin/users/search?gender=female&sort=monthlyIncome&order=desc&limit=50");
    expect(url(memberSearchQuery(EMPTY_FILTERS, [{ id: "name", desc: false }], 100))).toBe(
      "/api/admin/users/search?sort=name&order=asc&limit=100",
    );
  });

  it("adds the cursor of the page before, escaped", () => {
    expect(url(pageQuery({ limit: "50" }, null))).toBe("/api/admin/users/search?limit=50");
    expect(url(pageQuery({ limit: "50" }, "abc_-.0f"))).toBe("/api/admin/users/search?limit=50&after=abc_-.0f");
    expect(url(pageQuery({ limit: "50" }, "a b/c"))).toBe("/api/admin/users/search?limit=50&after=a+b%2Fc");
  });
});

describe("activeFilterCount", () => {
  it("counts panel filters but not the search box", () => {
    expect(activeFilterCount(withFilters({ search: "Aisyah" }))).toBe(0);
    expect(
      activeFilterCount(withFilters({ search: "Aisyah", states: ["Johor"], income: { min: "1", max: "9" } })),
    ).toBe(3);
  });
});
