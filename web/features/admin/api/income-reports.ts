import { queryOptions } from "@tanstack/react-query";
import { reportsApi } from "../../../../domain/contract/routes/reports.ts";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api } from "../../../lib/api.ts";

// One member's income in a month (a row of the income report); amounts are ringgit as decimal strings.
export type { IncomeReportRow } from "../../../../domain/contract/reports.ts";

const periodQuery = (period: Period) => ({ month: monthOf(period), year: yearOf(period) });

// The whole month in one answer, highest total first; the table pages it.
export const incomeReportsQueryOptions = (period: Period) =>
  queryOptions(api.query(reportsApi.income, { query: periodQuery(period) }));

/** The month's report as a file: JSON, or CSV for spreadsheets. */
export const downloadIncomeReport = (period: Period, format: "json" | "csv") =>
  api.fetchRoute(reportsApi.download, {
    query: { ...periodQuery(period), format: format === "csv" ? "csv" : undefined },
  });
