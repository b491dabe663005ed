import { queryOptions } from "@tanstack/react-query";
import type { IncomeLine } from "../../../../domain/contract/income.ts";
import { INCOME_TYPES, REVERSAL_TYPES } from "../../../../domain/contract/limits.ts";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api, schemaOf } from "../../../lib/api.ts";

export { INCOME_TYPES, REVERSAL_TYPES };
export type IncomeType = (typeof INCOME_TYPES)[number];

// One ledger line of the member's month (GET /api/income); amount is ringgit as a decimal string.
export type IncomeRecord = IncomeLine;
const incomeLines = schemaOf(() => import("../../../../domain/contract/income.ts"), "IncomeLines");

export const incomeQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [`/api/income?month=${monthOf(period)}&year=${yearOf(period)}`],
    queryFn: api.queryFn({ schema: incomeLines }),
  });
