import { Command, CommanderError, Option } from "commander";
import { email, month, reasonText, wholeNumber, year } from "./args.ts";
import { adminCommand } from "./commands/admin.ts";
import { backupCommand, restoreCommand } from "./commands/backup.ts";
import { demoLoginsCommand } from "./commands/demo.ts";
import { exportCommand } from "./commands/export.ts";
import { incomeRecomputeCommand } from "./commands/income.ts";
import { mailOutboxCommand } from "./commands/mail.ts";
import { migrateCommand } from "./commands/migrate.ts";
import { payoutsCloseCommand, payoutsReconcileCommand } from "./commands/payouts.ts";
import { cp107dCommand, markWithholdingCommand } from "./commands/tax.ts";
import { APPROVE_MATCHING_DEFAULT, APPROVE_MATCHING_MAX, postsApproveMatchingCommand } from "./commands/posts.ts";
import { rebuildCommand } from "./commands/rebuild.ts";
import { registerTaxCp58 } from "./commands/tax-cp58.ts";
import { seedCommand } from "./commands/seed.ts";
import { BAD_ARGUMENTS, statementsCommand } from "./commands/statements.ts";
import { riskFlagsCommand, riskReinstateCommand, riskScanCommand } from "./commands/risk.ts";
import { keysBackupPairCommand, keysGenerateCommand, keysRotateCommand, keysStatusCommand } from "./commands/keys.ts";
import { resetTwoFactorCommand } from "./commands/two-factor.ts";
import { verifyCommand } from "./commands/verify.ts";
import type { CliIo } from "./context.ts";
import { opensDatabase } from "./embedded-lock.ts";

// The operator's commands. Parsing happens before any database work, so bad arguments print
// the usage and exit non-zero having written nothing. Every command that opens the database
// takes the embedded database's owner lock first (opensDatabase); `keys generate` and
// `demo logins` never open it, so they work while the server runs.
export const buildProgram = (io: CliIo): Command => {
  const program = new Command("jemput")
    .description("Jemput operator commands")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError(true);

  program
    .command("migrate")
    .description("apply pending database migrations")
    .action(opensDatabase(io, () => migrateCommand(io)));

  program
    .command("seed")
    .description("add generated members, posts and income (deterministic for a seed)")
    .requiredOption("--members <n>", "members to add", wholeNumber(1, 2_000_000))
    .option("--months <m>", "months of posts up to this one", wholeNumber(1, 36), 3)
    .option("--seed <s>", "random seed", wholeNumber(0, 2 ** 31), 1)
    .option("--password <p>", "password of every seeded member (default: a random one, printed)")
    .option("--fraud", "also write the members' risk signals, add four fraud scenarios and scan for flags")
    .action(opensDatabase(io, (opts) => seedCommand(io, opts)));

  program
    .command("rebuild")
    .description("rebuild every projection from the event log and print checksums")
    .action(opensDatabase(io, () => rebuildCommand(io)));

  program
    .command("verify")
    .description("check that every balance holds and every projection equals a rebuild (changes nothing)")
    .action(opensDatabase(io, () => verifyCommand(io)));

  program
    .command("backup")
    .description(
      "write the whole database to a file (the embedded database: refused while the server or another command has it open)",
    )
    .requiredOption("--out <file>", "where to write; a new file")
    .option("--encrypt-to <public-key-file>", "seal the backup to this public key (jemput keys backup-pair)")
    .action(opensDatabase(io, (opts) => backupCommand(io, opts)));

  program
    .command("restore")
    .description("load a backup into an empty database, then apply newer migrations")
    .requiredOption("--from <file>", "a file `jemput backup` wrote")
    .option("--force", "replace whatever the database holds")
    .option("--decrypt-with <private-key-file>", "open a sealed backup with this private key")
    .option("--allow-missing-keys", "end with success even when bank data in it is sealed under a key not configured")
    .action(opensDatabase(io, (opts) => restoreCommand(io, opts)));

  program
    .command("income")
    .description("income tools")
    .command("recompute")
    .description("recompute one month's income from the log")
    .requiredOption("--month <m>", "1-12", month)
    .requiredOption("--year <y>", "e.g. 2026", year)
    .action(opensDatabase(io, (opts) => incomeRecomputeCommand(io, opts)));

  program
    .command("export")
    .description("export members or an income report to a file")
    .argument("<what>", "members | income")
    .addOption(new Option("--format <format>", "file format").choices(["json", "csv"]).makeOptionMandatory())
    .requiredOption("--out <file>", "where to write")
    .option("--month <m>", "1-12 (default: this month)", month)
    .option("--year <y>", "e.g. 2026", year)
    .action(opensDatabase(io, (what, opts) => exportCommand(io, what, opts)));

  program
    .command("statements")
    .description("write each member's monthly statement (--month, --year) or yearly summary (--year) as PDF files")
    .option("--month <m>", "1-12 (without it: the year's summary)", month)
    .requiredOption("--year <y>", "e.g. 2026", year)
    .requiredOption("--out <dir>", "folder to write the files in")
    // Bad arguments exit with 2 here, so scripts can tell them from a failed run.
    .exitOverride((error) => {
      throw error.exitCode === 0 ? error : new CommanderError(BAD_ARGUMENTS, error.code, error.message);
    })
    .action(opensDatabase(io, (opts, command: Command) => statementsCommand(io, opts, command)));

  const admin = program.command("admin").description("grant or revoke the admin flag; reset two-factor authentication");
  admin
    .command("grant")
    .requiredOption("--email <e>", "member's email", email)
    .action(opensDatabase(io, (opts) => adminCommand(io, opts.email, true)));
  admin
    .command("revoke")
    .requiredOption("--email <e>", "member's email", email)
    .action(opensDatabase(io, (opts) => adminCommand(io, opts.email, false)));
  admin
    .command("reset-2fa")
    .description("remove a member's authenticator and recovery codes and end their sessions (a lost phone)")
    .requiredOption("--email <e>", "member's email", email)
    .action(opensDatabase(io, (opts) => resetTwoFactorCommand(io, opts.email)));

  const payouts = program.command("payouts").description("payout tools");
  payouts
    .command("close")
    .description("issue one payout per member with income in a finished month, after showing what it will issue")
    .requiredOption("--month <m>", "1-12", month)
    .requiredOption("--year <y>", "e.g. 2026", year)
    .option("--yes", "close without asking (what it issues is still printed first)")
    .action(opensDatabase(io, (opts) => payoutsCloseCommand(io, opts)));
  payouts
    .command("reconcile")
    .description("mark payouts paid or failed from the bank's result file (reference,status,bank_reference)")
    .requiredOption("--file <f>", "the bank's result file, CSV")
    .option("--month <m>", "1-12: refuse a line for a payout of another month (with --year)", month)
    .option("--year <y>", "e.g. 2026 (with --month)", year)
    .action(opensDatabase(io, (opts) => payoutsReconcileCommand(io, opts)));

  const tax = program.command("tax").description("tax documents and withholding for LHDN (docs/tax.md)");
  tax
    .command("mark-107d")
    .description("mark the members paid more than RM 100,000 in the year before --year: their payouts withhold 2%")
    .requiredOption("--year <y>", "e.g. 2027", year)
    .action(opensDatabase(io, (opts) => markWithholdingCommand(io, opts)));
  tax
    .command("cp107d")
    .description("write a month's CP107D remittance list (payouts issued in it that withheld) as CSV")
    .requiredOption("--month <m>", "1-12", month)
    .requiredOption("--year <y>", "e.g. 2027", year)
    .requiredOption("--out <file>", "where to write")
    .action(opensDatabase(io, (opts) => cp107dCommand(io, opts)));

  program
    .command("posts")
    .description("post review tools")
    .command("approve-matching")
    .description("approve the oldest pending posts whose evidence matches, after showing what they pay")
    .option(
      "--limit <n>",
      `how many posts at most (1 to ${APPROVE_MATCHING_MAX.toLocaleString("en")})`,
      wholeNumber(1, APPROVE_MATCHING_MAX),
      APPROVE_MATCHING_DEFAULT,
    )
    .option("--yes", "approve without asking (what they pay is still printed first)")
    .action(opensDatabase(io, (opts) => postsApproveMatchingCommand(io, opts)));

  const keys = program.command("keys").description("the keys that seal bank account numbers and holder names");
  keys
    .command("generate")
    .description("print a new key for BANK_DATA_KEY or RISK_SIGNAL_KEY, or write it to a new file")
    .option("--out <file>", "write the key to this new file (mode 600) for BANK_DATA_KEY_FILE and the like")
    .action((opts: { out?: string }) => keysGenerateCommand(io, opts.out));
  keys
    .command("backup-pair")
    .description("make a key pair for sealed backups: backup.pub for the backup host, backup.key kept apart")
    .requiredOption("--out <folder>", "the folder to write both files into (new files only)")
    .action((opts: { out: string }) => keysBackupPairCommand(io, opts.out));
  keys
    .command("status")
    .description("list the configured keys and how many rows each seals")
    .action(opensDatabase(io, () => keysStatusCommand(io)));
  keys
    .command("rotate")
    .description("re-seal every row under the current key (on the embedded database: a new key first)")
    .action(opensDatabase(io, () => keysRotateCommand(io)));

  const risk = program.command("risk").description("fraud flags: the rules, the queue and suspensions");
  risk
    .command("scan")
    .description("run every fraud rule over every member and raise flags for what they find")
    .action(opensDatabase(io, () => riskScanCommand(io)));
  risk
    .command("flags")
    .description("print the flags, open first (as the admin's Risk tab lists them)")
    .addOption(
      new Option("--status <s>", "which flags").choices(["open", "cleared", "confirmed", "all"]).default("open"),
    )
    .option("--json", "print the flags as JSON")
    .action(opensDatabase(io, (opts) => riskFlagsCommand(io, opts)));
  risk
    .command("reinstate")
    .description("lift a member's suspension so they can sign in again")
    .requiredOption("--email <e>", "member's email", email)
    .requiredOption("--reason <r>", "why, for the audit log", reasonText)
    .action(opensDatabase(io, (opts) => riskReinstateCommand(io, opts)));

  program
    .command("demo")
    .description("the embedded demo")
    .command("logins")
    .description("print the demo's logins again (embedded database only)")
    .action(() => demoLoginsCommand(io));

  program
    .command("mail")
    .description("mail tools")
    .command("outbox")
    .description("print the newest mails kept in the outbox (mail waits there when no Brevo key is set)")
    .option("--limit <n>", "how many mails", wholeNumber(1, 500), 20)
    .action(opensDatabase(io, (opts) => mailOutboxCommand(io, opts)));
  // Last: it joins the `tax` group if another tax command made it.
  registerTaxCp58(program, io);
  return program;
};
