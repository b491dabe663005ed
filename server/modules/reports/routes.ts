import { Effect } from "effect";
import { Router, type Request } from "express";
import { IncomeReport, ReportPageQuery } from "../../../domain/contract/reports.ts";
import { periodLabel } from "../../../domain/period.ts";
import { writeOrRefuse } from "../../../domain/safe-text.ts";
import { ADMIN_HEADERS, periodFromQuery, requireAdminAction } from "../admin/guard.ts";
import { now } from "../../platform/clock/now.ts";
import { encode } from "../../platform/http/encode.ts";
import { laggingReads } from "../../platform/http/read-your-writes.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
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

const reportOf = (req: Request) =>
  Effect.gen(function* () {
    yield* requireAdminAction(req);
    const options = yield* decodeInput(
      ReportPageQuery,
      "Invalid report query",
    )({
      page: req.query["page"] || undefined,
      pageSize: req.query["pageSize"] || undefined,
      format: req.query["format"] || undefined,
    });
    const period = yield* periodFromQuery(req.query, yield* now);
    // A report may trail the latest writes by a few seconds: read from the replica when in use.
    const rows = yield* incomeReport(yield* laggingReads(req), period);
    return { rows, period, options };
  });

export const reportRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/super-admin/income-reports",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { rows, options } = yield* reportOf(req);
          const headers = { ...ADMIN_HEADERS, "X-Total-Count": String(rows.length) };
          if (options.page === undefined && options.pageSize === undefined)
            return { body: encode(IncomeReport, rows), headers };
          const size = Number(options.pageSize ?? 10);
          const start = (Number(options.page ?? 1) - 1) * size;
          return { body: encode(IncomeReport, rows.slice(start, start + size)), headers };
        }),
      ),
    )
    .get(
      "/api/super-admin/income-reports/download",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { rows, period, options } = yield* reportOf(req);
          const csv = options.format === "csv";
          const name = `income-report-${periodLabel(period)}.${csv ? "csv" : "json"}`;
          return {
            body: csv
              ? yield* writeOrRefuse(() => toCsv(rows, COLUMNS, "income report"))
              : `${JSON.stringify(encode(IncomeReport, rows), null, 2)}\n`,
            headers: {
              ...ADMIN_HEADERS,
              "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
              "Content-Disposition": `attachment; filename="${name}"`,
            },
          };
        }),
      ),
    );
