import { Effect } from "effect";
import { makePeriod, type Period } from "../../../domain/period.ts";
import { monthlyStatement, statementFileName, yearlySummary } from "../../../domain/statement.ts";
import type { Sql } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import type { StatementFonts } from "./fonts.ts";
import { statementLines, statementMember, statementPayouts } from "./queries.ts";
import { renderMonthly, renderYearly } from "./render.ts";

// A statement as a file: the member's ledger read up to its last month, the pure rules of
// domain/statement.ts, and the drawing. The HTTP route and the CLI both come here.

const ledgerOf = (sql: Sql, memberId: number, upTo: Period) =>
  Effect.gen(function* () {
    const member = yield* statementMember(sql, memberId);
    if (!member) return yield* Effect.fail(new NotFound({ what: "Member" }));
    const lines = yield* statementLines(sql, memberId, upTo);
    const payouts = yield* statementPayouts(sql, memberId, upTo);
    return { member, lines, payouts };
  });

const drawn = (render: () => Promise<Buffer>) => Effect.tryPromise({ try: render, catch: (error) => error as Error });

export const monthlyStatementFile = Effect.fn("Statements.monthly")(function* (
  sql: Sql,
  fonts: StatementFonts,
  memberId: number,
  year: number,
  month: number,
  at: Date,
) {
  const period = makePeriod(year, month);
  const { member, lines, payouts } = yield* ledgerOf(sql, memberId, period);
  const statement = monthlyStatement(period, lines, payouts);
  const pdf = yield* drawn(() => renderMonthly(fonts, member, statement, at));
  return { fileName: statementFileName(year, month), pdf, member, statement };
});

export const yearlyStatementFile = Effect.fn("Statements.yearly")(function* (
  sql: Sql,
  fonts: StatementFonts,
  memberId: number,
  year: number,
  at: Date,
) {
  const { member, lines, payouts } = yield* ledgerOf(sql, memberId, makePeriod(year, 12));
  const summary = yearlySummary(year, lines, payouts);
  const pdf = yield* drawn(() => renderYearly(fonts, member, summary, at));
  return { fileName: statementFileName(year, null), pdf, member, summary };
});
