import { useQueries } from "@tanstack/react-query";
import type { Sen } from "../../../../domain/money.ts";
import type { Period } from "../../../../domain/period.ts";
import { incomeQueryOptions } from "../api/income.ts";
import { summariseIncome } from "../utils/income-summary.ts";
import { trailingPeriods } from "../../../lib/periods.ts";

export const TREND_MONTHS = 12;

export type TrendPoint = { period: Period; totalSen: Sen };
export type IncomeTrend = { status: "pending" | "error" | "success"; points: TrendPoint[] };

// One request per month, sharing the cache with the selected month's own query.
export function useIncomeTrend(last: Period): IncomeTrend {
  const periods = trailingPeriods(last, TREND_MONTHS);
  return useQueries({
    queries: periods.map((period) => incomeQueryOptions(period)),
    combine: (results) => ({
      status: results.some((r) => r.isError) ? "error" : results.some((r) => r.isPending) ? "pending" : "success",
      points: periods.map((period, i) => ({ period, totalSen: summariseIncome(results[i]?.data ?? []).totalSen })),
    }),
  });
}
