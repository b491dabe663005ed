import { queryOptions } from "@tanstack/react-query";
import type { IncomeLine } from "../../../../domain/contract/income.ts";
import { INCOME_TYPES, REVERSAL_TYPES } from "../../../../domain/contract/limits.ts";
import { incomeApi } from "../../../../domain/contract/routes/income.ts";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api } from "../../../lib/api.ts";

export { INCOME_TYPES, REVERSAL_TYPES };
export type IncomeType = (typeof INCOME_TYPES)[number];

// One ledger line of the member's month; amount is ringgit as a decimal string.
export type IncomeRecord = IncomeLine;

export const incomeQueryOptions = (period: Period) =>
  queryOptions(api.query(incomeApi.lines, { query: { month: monthOf(period), year: yearOf(period) } }));
