import { Effect } from "effect";
import { statementsApi } from "../../../domain/contract/routes/statements.ts";
import { periodOf } from "../../../domain/period.ts";
import { monthAsked, yearAsked, type Asked } from "../../../domain/statement.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { hit, LIMITS } from "../credentials/rate-limit.ts";
import { fontDirOf, statementFonts, type FontLog } from "./fonts.ts";
import { monthlyStatementFile, yearlyStatementFile } from "./handlers.ts";

// A member's own statements as PDF files: a month's and a year's earnings summary. A period not
// yet begun in Malaysia has no statement. Read from the primary: a statement is a record, never
// behind. The limit is on asking, before any drawing: a future period counts too.

/** The refusal of a period that is not a month (or year) a statement can be drawn for. */
export const STATEMENT_PERIOD = "Invalid statement period";

const asked = <T>(result: Asked<T>) =>
  result.ok
    ? Effect.succeed(result.value)
    : Effect.fail(new ValidationError({ error: STATEMENT_PERIOD, fields: result.fields }));

const pdf = (file: { fileName: string; pdf: Buffer }) =>
  answer(200, file.pdf, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
  });

/** The moment of asking, once the member is within their limit of statements. */
const limited = (memberId: number) =>
  Effect.gen(function* () {
    const at = yield* now;
    yield* hit(yield* Database, LIMITS.statementsPerMember, String(memberId), at);
    return at;
  });

export const statementsRoutes = (logger: FontLog) => {
  // Found once, at the start, so a missing font is logged once and not per download.
  const fonts = statementFonts(fontDirOf(process.env), logger);
  return implement(statementsApi, {
    monthly: ({ caller, query }) =>
      Effect.gen(function* () {
        const at = yield* limited(caller.memberId);
        const { year, month } = yield* asked(monthAsked(query, periodOf(at)));
        return pdf(yield* monthlyStatementFile(yield* Database, fonts, caller.memberId, year, month, at));
      }),
    yearly: ({ caller, query }) =>
      Effect.gen(function* () {
        const at = yield* limited(caller.memberId);
        const { year } = yield* asked(yearAsked(query, periodOf(at)));
        return pdf(yield* yearlyStatementFile(yield* Database, fonts, caller.memberId, year, at));
      }),
  });
};
