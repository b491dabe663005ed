import { Effect } from "effect";
import type { Request } from "express";
import type { PeriodQuery } from "../../../domain/contract/http.ts";
import { IncomeReport } from "../../../domain/contract/reports.ts";
import { reportsApi } from "../../../domain/contract/routes/reports.ts";
import { periodLabel } from "../../../domain/period.ts";
import { writeOrRefuse } from "../../../domain/safe-text.ts";
import { periodFromQuery } from "../../platform/http/period-query.ts";
import { now } from "../../platform/clock/now.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { encode } from "../../platform/http/encode.ts";
import { laggingReads } from "../../platform/http/read-your-writes.ts";
import { incomeReport, toCsv, type IncomeReportRow } from "./queries.ts";

// A month's income report: one row per member with income in that Malaysian month (default:
// the current one). The list is whole unless `page` is given; the download is JSON or CSV.

const COLUMNS: ReadonlyArray<keyof IncomeReportRow & string> = [
  "userId",
  "month",
  "year",
  "fullName",
  "username",
  "personalIncome",
  "level1Override",
  "level2Override",
  "reversals",
  "totalIncome",
];

const reportOf = (req: Request, query: typeof PeriodQuery.Type) =>
  Effect.gen(function* () {
    const period = yield* periodFromQuery(query, yield* now);
    // A report may trail the latest writes by a few seconds: read from the replica when in use.
    return { rows: yield* incomeReport(yield* laggingReads(req), period), period };
  });

export const reportsRoutes = implement(reportsApi, {
  income: ({ req, query }) =>
    Effect.gen(function* () {
      const { rows } = yield* reportOf(req, query);
      const headers = { "X-Total-Count": String(rows.length) };
      if (query.page === undefined && query.pageSize === undefined) return answer(200, rows, headers);
      const size = Number(query.pageSize ?? 10);
      const start = (Number(query.page ?? 1) - 1) * size;
      return answer(200, rows.slice(start, start + size), headers);
    }),
  download: ({ req, query }) =>
    Effect.gen(function* () {
      const { rows, period } = yield* reportOf(req, query);
      const csv = query.format === "csv";
      const name = `income-report-${periodLabel(period)}.${csv ? "csv" : "json"}`;
      const body = csv
        ? yield* writeOrRefuse(() => toCsv(rows, COLUMNS, "income report"))
        : `${JSON.stringify(encode(IncomeReport, rows), null, 2)}\n`;
      return answer(200, body, {
        "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
      });
    }),
});
