import fs from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { Effect } from "effect";
import { formatRM } from "../../domain/money.ts";
import { makePeriod, periodLabel, periodOf } from "../../domain/period.ts";
import { monthAsked, yearAsked } from "../../domain/statement.ts";
import { now } from "../../server/platform/clock/now.ts";
import { Database } from "../../server/platform/db/database.ts";
import { fontDirOf, statementFonts } from "../../server/modules/statements/fonts.ts";
import { monthlyStatementFile, yearlyStatementFile } from "../../server/modules/statements/handlers.ts";
import { membersWithActivity } from "../../server/modules/statements/queries.ts";
import { withRuntime, type CliIo } from "../context.ts";
import { progressBar } from "../progress.ts";

// Every member's statement of a month (--month with --year), or their year's earnings summary
// (--year alone), one PDF each for the members with a line or a payout in it: the files the
// members download themselves, made in bulk. Bad arguments exit with 2, as their parsing does.

export const BAD_ARGUMENTS = 2;

interface Options {
  readonly month?: number;
  readonly year?: number;
  readonly out: string;
}

// Each file is written whole under a temporary name first, so a stopped run leaves no half file.
const write = (file: string, bytes: Buffer) =>
  Effect.sync(() => {
    fs.writeFileSync(`${file}.partial`, bytes, { mode: 0o600 });
    fs.renameSync(`${file}.partial`, file);
  });

const refusalOf = (fields: Readonly<Record<string, string>>) =>
  Object.entries(fields)
    .map(([field, why]) => `--${field} ${why}`)
    .join("; ");

export const statementsCommand = async (io: CliIo, opts: Options, command: Command) => {
  const refuse = (message: string) => command.error(`error: ${message}`, { exitCode: BAD_ARGUMENTS });
  if (opts.year === undefined) return refuse("--year is required (with --month for a monthly statement)");
  const year = opts.year;
  const month = opts.month ?? null;
  const label = month === null ? String(year) : periodLabel(makePeriod(year, month));
  const fonts = statementFonts(fontDirOf(io.env), {
    warn: (detail: object, message: string) => io.err(`warning: ${message} ${JSON.stringify(detail)}\n`),
  });
  const bar = progressBar(`statements ${label}`);
  const result = await withRuntime(
    io,
    Effect.gen(function* () {
      const at = yield* now;
      const today = periodOf(at);
      const asked = month === null ? yearAsked({ year }, today) : monthAsked({ year, month }, today);
      if (!asked.ok) return { refused: refusalOf(asked.fields) };
      const db = yield* Database;
      const from = makePeriod(year, month ?? 1);
      const members = yield* membersWithActivity(db, from, makePeriod(year, month ?? 12));
      if (members.length > 0) fs.mkdirSync(opts.out, { recursive: true });
      let netSen = 0;
      for (const [i, memberId] of members.entries()) {
        if (month === null) {
          const file = yield* yearlyStatementFile(db, fonts, memberId, year, at);
          netSen += file.summary.total.netSen;
          yield* write(path.join(opts.out, `member-${memberId}-${file.fileName}`), file.pdf);
        } else {
          const file = yield* monthlyStatementFile(db, fonts, memberId, year, month, at);
          netSen += file.statement.netSen;
          yield* write(path.join(opts.out, `member-${memberId}-${file.fileName}`), file.pdf);
        }
        bar.update(i + 1, members.length);
      }
      return { written: members.length, netSen };
    }),
  );
  if (result.refused !== undefined) return refuse(result.refused);
  bar.done(`${result.written} files`);
  io.out(
    result.written === 0
      ? `statements ${label}: no member had income or a payout, nothing written\n`
      : `statements ${label}: wrote ${result.written} PDF${result.written === 1 ? "" : "s"} to ${opts.out} (net income ${formatRM(result.netSen)})\n`,
  );
};
