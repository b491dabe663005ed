import { formatNumber } from "../../../lib/format.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { adminText } from "../i18n.ts";

// The income table shows 10 rows at a time; pages are numbered from 1.
export const INCOME_PAGE_SIZE = 10;

/** The rows of a page; a page past the end (after the data shrank) shows the last one. */
export function pageOf<T>(
  rows: ReadonlyArray<T>,
  page: number,
  size: number,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}

/** "Showing 1–10 of 35" in the reader's language, or that there is nothing to show. */
export function rangeLabel(page: number, size: number, total: number): string {
  if (total === 0) return translate(adminText, "pager.noRows");
  const first = (page - 1) * size + 1;
  return translate(adminText, "pager.range", {
    first: formatNumber(first),
    last: formatNumber(Math.min(total, page * size)),
    total: formatNumber(total),
  });
}
