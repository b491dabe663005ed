import { describe, expect, it } from "vitest";
import { pageOf, rangeLabel } from "./paging.ts";

const rows = Array.from({ length: 23 }, (_, i) => i + 1);

describe("pageOf", () => {
  it("slices ten rows per page", () => {
    expect(pageOf(rows, 1, 10)).toEqual({ rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, pages: 3 });
    expect(pageOf(rows, 3, 10).rows).toEqual([21, 22, 23]);
  });

  it("keeps the page in range", () => {
    expect(pageOf(rows, 9, 10).page).toBe(3);
    expect(pageOf(rows, 0, 10).page).toBe(1);
  });

  it("has one empty page without rows", () => {
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});

describe("rangeLabel", () => {
  it("names the rows on screen", () => {
    expect(rangeLabel(1, 10, 23)).toBe("Showing 1–10 of 23");
    expect(rangeLabel(3, 10, 23)).toBe("Showing 21–23 of 23");
    expect(rangeLabel(1, 10, 0)).toBe("No rows");
  });
});
