import { formatRM, fromRinggit } from "../../../../domain/money.ts";

// The Monthly Posts subline, worded "+2 from last month", from real figures.
export function postsChange(thisMonth: number, lastMonth: number): string {
  const change = thisMonth - lastMonth;
  return `${change < 0 ? "-" : "+"}${Math.abs(change)} from last month`;
}

// Added in sen, so the sum is exact whatever the ringgit amounts are.
export const overridesTotal = (stats: { level1Override: number; level2Override: number }): string =>
  formatRM(fromRinggit(stats.level1Override) + fromRinggit(stats.level2Override));
