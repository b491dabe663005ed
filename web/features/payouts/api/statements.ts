import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { statementFileName } from "../../../../domain/statement.ts";
import { api } from "../../../lib/api.ts";

// The member's statements are PDF files the server draws (GET /api/statements/monthly and
// /yearly): fetched with the session's token, then saved through a temporary object URL.
async function save(path: string, fileName: string): Promise<void> {
  const response = await api.request("GET", path);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next turn: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const downloadMonthlyStatement = (period: Period): Promise<void> =>
  save(
    `/api/statements/monthly?year=${yearOf(period)}&month=${monthOf(period)}`,
    statementFileName(yearOf(period), monthOf(period)),
  );

export const downloadYearlyStatement = (year: number): Promise<void> =>
  save(`/api/statements/yearly?year=${year}`, statementFileName(year, null));
