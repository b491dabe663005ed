import { describe, expect, it } from "vitest";
import { averagePostsPerMonth, overridePerMemberRinggit } from "./metrics.ts";

describe("averagePostsPerMonth", () => {
  it("is personal income divided by RM 200, rounded", () => {
    expect(averagePostsPerMonth(120_000)).toBe(6);
    expect(averagePostsPerMonth(30_000)).toBe(2);
    expect(averagePostsPerMonth(29_999)).toBe(1);
    expect(averagePostsPerMonth(0)).toBe(0);
  });
});

describe("overridePerMemberRinggit", () => {
  it("is both overrides divided by the team size, rounded to whole ringgit", () => {
    expect(overridePerMemberRinggit(68_000, 9)).toBe(76);
    expect(overridePerMemberRinggit(60_000, 5)).toBe(120);
  });

  it("is zero without a team instead of dividing by zero", () => {
    expect(overridePerMemberRinggit(68_000, 0)).toBe(0);
  });
});
