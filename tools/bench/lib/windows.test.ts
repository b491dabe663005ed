import { describe, expect, it } from "vitest";
import { busiestWindow } from "./windows.ts";

// The evidence benchmark judges the calls each platform saw against its limit with this count.
describe("busiestWindow", () => {
  it("counts the calls of the fullest window, wherever it starts", () => {
    expect(busiestWindow([], 60_000)).toBe(0);
    expect(busiestWindow([5], 60_000)).toBe(1);
    // 0, 10 and 59,999 share a window; 60,000 is the next window's first call.
    expect(busiestWindow([60_000, 0, 10, 59_999], 60_000)).toBe(3);
    expect(busiestWindow([0, 30_000, 60_000, 70_000, 89_999], 60_000)).toBe(4);
  });

  it("counts calls at one instant together", () => {
    expect(busiestWindow([1, 1, 1, 100_000], 1_000)).toBe(3);
  });
});
