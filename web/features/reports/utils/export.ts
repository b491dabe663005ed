import { toDecimalString } from "../../../../domain/money.ts";
import { monthOf, periodLabel, yearOf, type Period } from "../../../../domain/period.ts";
import type { IncomeRecord } from "../api/income.ts";
import type { IncomeSummary } from "./income-summary.ts";

// "jemput-report-2026-11.json": sorts by month in a folder of downloads.
export const reportFileName = (period: Period, extension: "json" | "csv"): string =>
  `jemput-report-${periodLabel(period)}.${extension}`;

export function reportJson(
  period: Period,
  summary: IncomeSummary,
  records: ReadonlyArray<IncomeRecord>,
  generatedAt: Date,
): string {
  const report = {
    year: yearOf(period),
    month: monthOf(period),
    generatedAt: generatedAt.toISOString(),
    summary: {
      total: toDecimalString(summary.totalSen),
      personal: toDecimalString(summary.byType.personal.sen),
      level1Override: toDecimalString(summary.byType.level1_override.sen),
      level2Override: toDecimalString(summary.byType.level2_override.sen),
      records: records.length,
    },
    records,
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

// RFC 4180: a cell holding a comma, quote or line break is quoted, its quotes doubled.
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function recordsCsv(records: ReadonlyArray<IncomeRecord>): string {
  const rows = [
    ["id", "type", "amount", "createdAt"],
    ...records.map((record) => [record.id, record.type, record.amount, record.createdAt]),
  ];
  // CRLF line ends, as spreadsheet programs expect.
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
