import { describe, expect, it } from "vitest";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { adminText } from "../i18n.ts";
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

describe("rangeLabel in another language", () => {
  it("names the rows in Malay and Chinese, with grouped figures", async () => {
    try {
      appStore.set(languageAtom, "ms");
      await adminText.ready("ms");
      expect(rangeLabel(1, 10, 23)).toBe("Memaparkan 1–10 daripada 23");
      expect(rangeLabel(1, 10, 0)).toBe("Tiada baris");
      appStore.set(languageAtom, "zh");
      await adminText.ready("zh");
      expect(rangeLabel(101, 10, 1_234)).toBe("显示第 1,001–1,010 条，共 1,234 条");
    } finally {
      appStore.set(languageAtom, "en");
    }
  });
});
