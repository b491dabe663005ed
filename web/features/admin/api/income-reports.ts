import { queryOptions } from "@tanstack/react-query";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";

// One member's income in a month (spec §3 "Income report row"); amounts are ringgit as decimal strings.
export type IncomeReportRow = {
  userId: number;
  month: number;
  year: number;
  fullName: string;
  username: string;
  personalIncome: string;
  level1Override: string;
  level2Override: string;
  totalIncome: string;
};

const periodQuery = (period: Period) => `month=${monthOf(period)}&year=${yearOf(period)}`;

// The whole month in one answer, highest total first; the table pages it.
export const incomeReportsQueryOptions = (period: Period) =>
  queryOptions<IncomeReportRow[]>({ queryKey: [`/api/super-admin/income-reports?${periodQuery(period)}`] });

export const incomeReportDownloadPath = (period: Period, format: "json" | "csv") =>
  `/api/super-admin/income-reports/download?${periodQuery(period)}${format === "csv" ? "&format=csv" : ""}`;
