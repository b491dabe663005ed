import { Effect } from "effect";
import { Router } from "express";
import { periodOf } from "../../../domain/period.ts";
import { monthAsked, yearAsked, type Asked } from "../../../domain/statement.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { hit, LIMITS } from "../credentials/rate-limit.ts";
import { requireMember } from "../credentials/session.ts";

/** The refusal of a period that is not a month (or year) a statement can be drawn for. */
export const STATEMENT_PERIOD = "Invalid statement period";
import { fontDirOf, statementFonts, type FontLog } from "./fonts.ts";
import { monthlyStatementFile, yearlyStatementFile } from "./handlers.ts";

// A member's own statements as PDF files: a month's (GET /api/statements/monthly?year=&month=)
// and a year's earnings summary (GET /api/statements/yearly?year=). A period not yet begun in
// Malaysia has no statement. Read from the primary: a statement is a record, never behind.

const asked = <T>(result: Asked<T>) =>
  result.ok
    ? Effect.succeed(result.value)
    : Effect.fail(new ValidationError({ error: STATEMENT_PERIOD, fields: result.fields }));

const pdfReply = (file: { fileName: string; pdf: Buffer }) => ({
  body: file.pdf,
  headers: {
    ...PRIVATE_NO_STORE,
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
  },
});

export const statementRoutes = (runtime: AppRuntime, logger: FontLog) => {
  // Found once, at the start, so a missing font is logged once and not per download.
  const fonts = statementFonts(fontDirOf(process.env), logger);
  return Router()
    .get(
      "/api/statements/monthly",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const at = yield* now;
          yield* hit(yield* Database, LIMITS.statementsPerMember, String(caller.memberId), at);
          const { year, month } = yield* asked(
            monthAsked({ year: req.query["year"], month: req.query["month"] }, periodOf(at)),
          );
          return pdfReply(yield* monthlyStatementFile(yield* Database, fonts, caller.memberId, year, month, at));
        }),
      ),
    )
    .get(
      "/api/statements/yearly",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const at = yield* now;
          yield* hit(yield* Database, LIMITS.statementsPerMember, String(caller.memberId), at);
          const { year } = yield* asked(yearAsked({ year: req.query["year"] }, periodOf(at)));
          return pdfReply(yield* yearlyStatementFile(yield* Database, fonts, caller.memberId, year, at));
        }),
      ),
    );
};
