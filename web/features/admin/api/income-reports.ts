import { queryOptions } from "@tanstack/react-query";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// One member's income in a month (a row of the income report); amounts are ringgit as decimal strings.
export type { IncomeReportRow } from "../../../../domain/contract/reports.ts";
const incomeReport = schemaOf(() => import("../../../../domain/contract/reports.ts"), "IncomeReport");

const periodQuery = (period: Period) => `month=${monthOf(period)}&year=${yearOf(period)}`;

// The whole month in one answer, highest total first; the table pages it.
export const incomeReportsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [`/api/super-admin/income-reports?${periodQuery(period)}`],
    queryFn: api.queryFn({ schema: incomeReport }),
  });

export const incomeReportDownloadPath = (period: Period, format: "json" | "csv") =>
  `/api/super-admin/income-reports/download?${periodQuery(period)}${format === "csv" ? "&format=csv" : ""}`;
