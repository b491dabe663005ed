import { describe, expect, it } from "vitest";
import { commissionExample } from "./commission-example.ts";

describe("commissionExample", () => {
  it("pays 15% of Level 1 and 5% of Level 2 content income", () => {
    const example = commissionExample({ level1Members: 5, level1Posts: 4, level2Members: 10, level2Posts: 2 });
    expect(example.level1ContentSen).toBe(400_000);
    expect(example.level1OverrideSen).toBe(60_000);
    expect(example.level2ContentSen).toBe(400_000);
    expect(example.level2OverrideSen).toBe(20_000);
    expect(example.totalOverrideSen).toBe(80_000);
  });

  it("earns nothing without a team", () => {
    expect(
      commissionExample({ level1Members: 0, level1Posts: 4, level2Members: 0, level2Posts: 2 }).totalOverrideSen,
    ).toBe(0);
  });
});
