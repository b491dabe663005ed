import { queryOptions } from "@tanstack/react-query";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";

export const INCOME_TYPES = ["personal", "level1_override", "level2_override"] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

// One ledger line of the member's month (GET /api/income); amount is ringgit as a decimal string.
export type IncomeRecord = { id: number; type: IncomeType; amount: string; createdAt: string };

export const incomeQueryOptions = (period: Period) =>
  queryOptions<IncomeRecord[]>({ queryKey: [`/api/income?month=${monthOf(period)}&year=${yearOf(period)}`] });
