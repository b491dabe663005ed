import fs from "node:fs";
import path from "node:path";
import { Command, CommanderError } from "commander";
import { Effect } from "effect";
import { cp58Figures, cp58YearAsked, type Cp58Figures } from "../../domain/cp58.ts";
import { csvText } from "../../domain/csv.ts";
import { formatRM, toDecimalString } from "../../domain/money.ts";
import { periodOf } from "../../domain/period.ts";
import { cp58File } from "../../server/modules/cp58/handlers.ts";
import { cp58Mail, mailCp58, mailedAlready } from "../../server/modules/cp58/mail.ts";
import { cp58Payer, PayerSettingsMissing, type Cp58Payer } from "../../server/modules/cp58/payer.ts";
import { cp58Lines, cp58Members, cp58Recipient, ledgerTotals } from "../../server/modules/cp58/queries.ts";
import { fontDirOf, statementFonts } from "../../server/modules/statements/fonts.ts";
import { now } from "../../server/platform/clock/now.ts";
import { loadConfig } from "../../server/platform/config/config.ts";
import { BankVault } from "../../server/platform/crypto/bank-vault.ts";
import { Database } from "../../server/platform/db/database.ts";
import { year as yearArgument } from "../args.ts";
import { CliFailure, withRuntime, type CliIo } from "../context.ts";
import { opensDatabase } from "../embedded-lock.ts";
import { progressBar } from "../progress.ts";

// `jemput tax cp58`: every member's CP58 of an ended year (decision 63), one PDF each and an
// index.csv, written only once every figure has been held against the ledger's own sums; and
// with --mail, the mail that tells each member above RM 5,000 their CP58 is ready, once.

const BAD_ARGUMENTS = 2;
const LABEL = "tax cp58";

interface Options {
  readonly year: number;
  readonly out?: string;
  readonly mail?: boolean;
  readonly yes?: boolean;
}

const INDEX_COLUMNS = [
  "member_id",
  "name",
  "personal_rm",
  "level1_override_rm",
  "level2_override_rm",
  "total_rm",
  "must_send",
  "payee_details_complete",
];

const plural = (n: number, word: string) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

const writeWhole = (file: string, bytes: Buffer | string) => {
  fs.writeFileSync(`${file}.partial`, bytes, { mode: 0o600 });
  fs.renameSync(`${file}.partial`, file);
};

/** Each member's CP58 against the ledger's own sum of their year; the differences, if any. */
const differences = (figures: ReadonlyMap<number, Cp58Figures>, ledger: ReadonlyMap<number, number>) => {
  const found: Array<string> = [];
  for (const id of new Set([...figures.keys(), ...ledger.keys()])) {
    const cp58 = figures.get(id)?.totalSen ?? null;
    const sum = ledger.get(id) ?? null;
    if (cp58 !== sum)
      found.push(
        `member ${id}: CP58 ${cp58 === null ? "none" : formatRM(cp58)}, ledger ${sum === null ? "none" : formatRM(sum)}`,
      );
  }
  return found;
};

const writeFiles = (out: string, year: number, payer: Cp58Payer, io: CliIo) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const vault = yield* BankVault;
    const at = yield* now;
    const fonts = statementFonts(fontDirOf(io.env), {
      warn: (detail: object, message: string) => io.err(`warning: ${message} ${JSON.stringify(detail)}\n`),
    });
    const members = yield* cp58Members(db, year);
    // Drawn into a folder of its own first: nothing reaches `out` unless every figure holds.
    const staging = path.join(out, `.cp58-${year}.partial`);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    const figures = new Map<number, Cp58Figures>();
    const rows: Array<Record<string, string | boolean | number>> = [];
    const files: Array<string> = [];
    const bar = progressBar(`${LABEL} ${year}`);
    for (const [i, memberId] of members.entries()) {
      const file = yield* cp58File(db, vault, fonts, payer, memberId, year, at);
      const name = `member-${memberId}-${file.fileName}`;
      fs.writeFileSync(path.join(staging, name), file.pdf, { mode: 0o600 });
      files.push(name);
      figures.set(memberId, file.figures);
      const f = file.figures;
      rows.push({
        member_id: memberId,
        name: file.recipient.name,
        personal_rm: toDecimalString(f.incentivesSen.personal),
        level1_override_rm: toDecimalString(f.incentivesSen.level1_override),
        level2_override_rm: toDecimalString(f.incentivesSen.level2_override),
        total_rm: toDecimalString(f.totalSen),
        must_send: f.mustSend,
        payee_details_complete: file.recipient.payeeComplete,
      });
      bar.update(i + 1, members.length);
    }
    bar.done(plural(members.length, "file"));
    const found = differences(figures, yield* ledgerTotals(db, year));
    if (found.length > 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      return yield* Effect.fail(
        new CliFailure(`nothing written: the CP58 figures differ from the ledger (${found.slice(0, 5).join("; ")})`),
      );
    }
    for (const name of files) fs.renameSync(path.join(staging, name), path.join(out, name));
    fs.rmSync(staging, { recursive: true, force: true });
    writeWhole(path.join(out, "index.csv"), csvText(rows, { columns: INDEX_COLUMNS }));
    const all = [...figures.values()];
    return {
      written: files.length,
      totalSen: all.reduce((s, f) => s + f.totalSen, 0),
      mustSend: all.filter((f) => f.mustSend).length,
      incomplete: rows.filter((r) => r["payee_details_complete"] === false).length,
    };
  });

const sendMails = (year: number, opts: Options, io: CliIo, publicUrl: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const vault = yield* BankVault;
    const at = yield* now;
    const above: Array<{ memberId: number; totalSen: number }> = [];
    for (const memberId of yield* cp58Members(db, year)) {
      const figures = cp58Figures(year, yield* cp58Lines(db, memberId, year));
      if (figures.mustSend) above.push({ memberId, totalSen: figures.totalSen });
    }
    const before = yield* mailedAlready(
      db,
      year,
      above.map((m) => m.memberId),
    );
    const due = above.filter((m) => !before.has(m.memberId));
    io.out(
      `${LABEL} ${year}: ${plural(above.length, "member")} above RM 5,000; ${before.size.toLocaleString("en")} mailed before; ` +
        `would mail ${plural(due.length, "member")} that their CP58 is ready\n`,
    );
    if (due.length === 0) return { mailed: 0, skipped: 0 };
    if (opts.yes !== true) {
      if (io.ask === undefined)
        throw new CliFailure("nothing mailed: confirm with --yes when there is no terminal to ask");
      const answer = yield* Effect.promise(() => io.ask!(`Mail ${plural(due.length, "member")}? [y/N] `));
      if (!/^\s*y(es)?\s*$/i.test(answer)) return "declined" as const;
    }
    let mailed = 0;
    let skipped = 0;
    for (const { memberId, totalSen } of due) {
      const to = yield* cp58Recipient(db, vault, memberId);
      // An erased member has no address to mail.
      if (!to || to.email === "") {
        skipped += 1;
        continue;
      }
      const mail = cp58Mail(
        { email: to.email, firstName: to.firstName, language: to.language },
        year,
        totalSen,
        publicUrl,
      );
      if (yield* mailCp58(db, memberId, year, totalSen, mail, at)) mailed += 1;
    }
    return { mailed, skipped };
  });

export const taxCp58Command = async (io: CliIo, opts: Options, command: Command) => {
  const refuse = (message: string) => command.error(`error: ${message}`, { exitCode: BAD_ARGUMENTS });
  if (opts.out === undefined && opts.mail !== true)
    return refuse("give --out <dir> to write the CP58s, --mail to mail them, or both");
  const config = loadConfig(io.env);
  const payer = cp58Payer(config.einvoice.company);
  // Not a bad argument: the deployment lacks settings, so it exits 1 as any failed run does.
  if (payer instanceof PayerSettingsMissing) throw new CliFailure(`nothing written: ${payer.message}`);
  const result = await withRuntime(
    io,
    Effect.gen(function* () {
      const asked = cp58YearAsked({ year: opts.year }, periodOf(yield* now));
      if (!asked.ok) return { refused: `--year ${asked.fields["year"] ?? ""}` } as const;
      const files = opts.out === undefined ? null : yield* writeFiles(opts.out, opts.year, payer, io);
      if (files !== null)
        io.out(
          files.written === 0
            ? `${LABEL} ${opts.year}: no member had incentives in ${opts.year}, nothing written\n`
            : `${LABEL} ${opts.year}: wrote ${plural(files.written, "PDF")} and index.csv to ${opts.out} ` +
                `(incentives ${formatRM(files.totalSen)}; ${files.mustSend.toLocaleString("en")} above RM 5,000; ` +
                `${files.incomplete.toLocaleString("en")} without complete payee details)\n`,
        );
      const mails = opts.mail === true ? yield* sendMails(opts.year, opts, io, config.publicUrl) : null;
      return { mails } as const;
    }),
  );
  if (result.refused !== undefined) return refuse(result.refused);
  if (result.mails === "declined") return io.out(`${LABEL} ${opts.year}: not confirmed, nothing mailed\n`);
  if (result.mails !== null && result.mails.mailed + result.mails.skipped > 0)
    io.out(
      `${LABEL} ${opts.year}: mailed ${plural(result.mails.mailed, "member")}` +
        (result.mails.skipped > 0 ? `; ${result.mails.skipped} erased, not mailed` : "") +
        "\n",
    );
};

/**
 * Adds `cp58` to the `tax` group, creating the group unless another tax command made it first:
 * called after every other command is registered.
 */
export const registerTaxCp58 = (program: Command, io: CliIo) => {
  const tax =
    program.commands.find((c) => c.name() === "tax") ??
    program.command("tax").description("tax documents for LHDN (docs/tax.md)");
  tax
    .command("cp58")
    .description(
      "write each member's CP58 of an ended year as PDF files with an index.csv, or mail those above RM 5,000",
    )
    .requiredOption("--year <y>", "an ended year, e.g. 2025", yearArgument)
    .option("--out <dir>", "folder to write the PDFs and index.csv in")
    .option("--mail", "mail each member above RM 5,000 that their CP58 is ready (once per member and year)")
    .option("--yes", "mail without asking (what it mails is still printed first)")
    // Bad arguments exit with 2, as `jemput statements` does.
    .exitOverride((error) => {
      throw error.exitCode === 0 ? error : new CommanderError(BAD_ARGUMENTS, error.code, error.message);
    })
    .action(opensDatabase(io, (opts: Options, command: Command) => taxCp58Command(io, opts, command)));
};
