import { describe, expect, it } from "vitest";
import { english } from "../testing/words.ts";
import { overridesTotal, postsChange as changeIn } from "./stats.ts";

const postsChange = (thisMonth: number, lastMonth: number) => changeIn(thisMonth, lastMonth, english);

describe("postsChange", () => {
  it("reads '+N from last month' for growth", () => {
    expect(postsChange(6, 4)).toBe("+2 from last month");
  });

  it("reads '-N from last month' for a drop", () => {
    expect(postsChange(1, 4)).toBe("-3 from last month");
  });

  it("reads '+0 from last month' when unchanged", () => {
    expect(postsChange(0, 0)).toBe("+0 from last month");
    expect(postsChange(5, 5)).toBe("+0 from last month");
  });
});

describe("overridesTotal", () => {
  it("adds both overrides exactly, with thousands separators", () => {
    expect(overridesTotal({ level1Override: 600, level2Override: 80 })).toBe("RM\u00a0680.00");
    expect(overridesTotal({ level1Override: 0.1, level2Override: 0.2 })).toBe("RM\u00a00.30");
    expect(overridesTotal({ level1Override: 1234.5, level2Override: 0.55 })).toBe("RM\u00a01,235.05");
  });
});
