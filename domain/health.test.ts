import { describe, expect, it } from "vitest";
import { healthProblems, SUBSCRIPTION_BEHIND_SECONDS } from "./health.ts";

const replica = (state: string, inUse: boolean, lagMs: number | null = null) => ({
  state,
  inUse,
  lagMs,
  maxLagMs: 5000,
});

describe("healthProblems", () => {
  it("finds none while subscriptions keep up and the replica takes reads", () => {
    expect(
      healthProblems([{ name: "activities", lagSeconds: SUBSCRIPTION_BEHIND_SECONDS }], replica("streaming", true, 40)),
    ).toEqual([]);
    expect(healthProblems([], null)).toEqual([]);
    // Not yet measured: nothing to say yet.
    expect(healthProblems([], replica("unmeasured", false))).toEqual([]);
  });

  it("names a subscription further behind than the threshold", () => {
    expect(healthProblems([{ name: "member-search", lagSeconds: 75.4 }], null)).toEqual([
      { part: "subscriptions", reason: "member-search is 75 s behind the log (more than 60 s)" },
    ]);
  });

  it("names the replica when reads fell back to the primary, with why", () => {
    expect(healthProblems([], replica("down", false))).toEqual([
      { part: "replica", reason: "the read replica does not answer; reads use the primary" },
    ]);
    expect(healthProblems([], replica("lagging", false, 12_345))).toEqual([
      { part: "replica", reason: "the read replica is 12.3 s behind (more than 5.0 s); reads use the primary" },
    ]);
  });
});
