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

export function rangeLabel(page: number, size: number, total: number): string {
  if (total === 0) return "No rows";
  const first = (page - 1) * size + 1;
  return `Showing ${first}–${Math.min(total, page * size)} of ${total}`;
}
