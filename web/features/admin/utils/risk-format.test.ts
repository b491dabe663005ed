import { describe, expect, it } from "vitest";
import { confirmationSummary, reversalTotal, riskMemberName, sharedSignals, toggled } from "./risk-format.ts";

describe("sharedSignals", () => {
  it("names each shared kind once, in the server's order", () => {
    expect(sharedSignals(["bank_account", "device", "bank_account"])).toBe("bank account, device");
    expect(sharedSignals(["network", "delivery_address"])).toBe("network address, delivery address");
    expect(sharedSignals([])).toBe("");
  });
});

describe("reversalTotal", () => {
  const posts = [
    { postId: "a", earnings: 200 },
    { postId: "b", earnings: 200 },
    { postId: "c", earnings: 0.1 },
    { postId: "d", earnings: 0.2 },
  ];

  it("adds up only the chosen posts, in whole sen", () => {
    expect(reversalTotal(posts, new Set())).toBe(0);
    expect(reversalTotal(posts, new Set(["a", "b"]))).toBe(40_000);
    expect(reversalTotal(posts, new Set(["c", "d"]))).toBe(30);
    expect(reversalTotal(posts, new Set(["a", "b", "c", "d", "x"]))).toBe(40_030);
  });

  it("adds a dozen RM 200 posts to exactly RM 2,400", () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ postId: String(index), earnings: 200 }));
    expect(reversalTotal(many, new Set(many.map((post) => post.postId)))).toBe(240_000);
  });
});

describe("confirmationSummary", () => {
  it("counts what a confirmation did", () => {
    expect(confirmationSummary({ suspendedMemberIds: [1, 2, 3], reversedPostIds: ["a", "b"] })).toBe(
      "3 members suspended, 2 posts reversed",
    );
    expect(confirmationSummary({ suspendedMemberIds: [1], reversedPostIds: [] })).toBe(
      "1 member suspended, 0 posts reversed",
    );
    expect(confirmationSummary({ suspendedMemberIds: [], reversedPostIds: [] })).toBe(
      "No members suspended, no posts reversed",
    );
  });
});

describe("riskMemberName", () => {
  it("names an erased member", () => {
    expect(riskMemberName({ name: "Siti" })).toBe("Siti");
    expect(riskMemberName({ name: null })).toBe("Former member");
  });
});

describe("toggled", () => {
  it("adds and removes without touching the set it was given", () => {
    const chosen = new Set([1]);
    expect(toggled(chosen, 2, true)).toEqual(new Set([1, 2]));
    expect(toggled(chosen, 1, false)).toEqual(new Set());
    expect(chosen).toEqual(new Set([1]));
  });
});
