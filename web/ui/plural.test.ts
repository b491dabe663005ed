import { describe, expect, it } from "vitest";
import { plural } from "./plural.ts";

describe("plural", () => {
  it("uses the singular for exactly one", () => {
    expect(plural(1, "recruit", "recruits")).toBe("1 recruit");
  });

  it("uses the plural otherwise, with thousands separators", () => {
    expect(plural(0, "member", "members")).toBe("0 members");
    expect(plural(1200, "member", "members")).toBe("1,200 members");
  });
});
