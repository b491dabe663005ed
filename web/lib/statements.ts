import { monthOf, yearOf, type Period } from "../../domain/period.ts";
import { statementFileName } from "../../domain/statement.ts";
import { downloadFrom } from "./download.ts";

// The member's statements, PDF files the server draws (GET /api/statements/monthly and
// /yearly): offered on both the Payouts and the Reports screens.
export const downloadMonthlyStatement = (period: Period): Promise<void> =>
  downloadFrom(
    `/api/statements/monthly?year=${yearOf(period)}&month=${monthOf(period)}`,
    statementFileName(yearOf(period), monthOf(period)),
  );

export const downloadYearlyStatement = (year: number): Promise<void> =>
  downloadFrom(`/api/statements/yearly?year=${year}`, statementFileName(year, null));
