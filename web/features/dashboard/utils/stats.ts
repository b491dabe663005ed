import { fromRinggit } from "../../../../domain/money.ts";
import { formatRM } from "../../../lib/format.ts";
import type { Translate } from "../../../lib/i18n/use-t.ts";

// The Monthly Posts subline, worded "+2 from last month", from real figures.
export function postsChange(thisMonth: number, lastMonth: number, t: Translate<"stats.postsChange">): string {
  const change = thisMonth - lastMonth;
  return t("stats.postsChange", { change: `${change < 0 ? "-" : "+"}${Math.abs(change)}` });
}

// Added in sen, so the sum is exact whatever the ringgit amounts are.
export const overridesTotal = (stats: { level1Override: number; level2Override: number }): string =>
  formatRM(fromRinggit(stats.level1Override) + fromRinggit(stats.level2Override));
