import { statementsApi } from "../../domain/contract/routes/statements.ts";
import { monthOf, yearOf, type Period } from "../../domain/period.ts";
import { statementFileName } from "../../domain/statement.ts";
import { api } from "./api.ts";
import { saveAnswer } from "./download.ts";

// The member's statements, PDF files the server draws: offered on both the Payouts and the
// Reports screens.
export const downloadMonthlyStatement = async (period: Period): Promise<void> =>
  saveAnswer(
    await api.fetchRoute(statementsApi.monthly, { query: { year: yearOf(period), month: monthOf(period) } }),
    statementFileName(yearOf(period), monthOf(period)),
  );

export const downloadYearlyStatement = async (year: number): Promise<void> =>
  saveAnswer(await api.fetchRoute(statementsApi.yearly, { query: { year } }), statementFileName(year, null));
