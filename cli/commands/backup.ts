import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Effect } from "effect";
import { keyUsage } from "../../server/modules/bank-accounts/rotate.ts";
import { SUBSCRIPTIONS } from "../../server/modules/projections/subscriptions.ts";
import { schemaLevel } from "../../server/modules/health/queries.ts";
import { loadConfig } from "../../server/platform/config/config.ts";
import { loadDatabaseSettings } from "../../server/platform/config/database-settings.ts";
import { BankVault } from "../../server/platform/crypto/bank-vault.ts";
import { isSealedBackup, openFile, SEALED_HEAD_BYTES, sealFile } from "../../server/platform/crypto/backup-seal.ts";
import { Database } from "../../server/platform/db/database.ts";
import { adoptRestoredLog } from "../../server/platform/event-store/subscription.ts";
import { logSize } from "../../server/platform/event-store/head.ts";
import {
  databaseContents,
  dumpDatabase,
  dumpMigrationLevel,
  emptyDatabase,
  fileHead,
  isDumpFile,
  restoreDatabase,
} from "../../server/platform/db/dump.ts";
import {
  archiveEmbedded,
  embeddedContents,
  isEmbeddedArchive,
  loadEmbeddedArchive,
} from "../../server/platform/db/embedded-archive.ts";
import { migrationFiles } from "../../server/platform/db/migrate.ts";
import { CliFailure, withRuntime, type CliIo } from "../context.ts";

// `jemput backup` and `jemput restore` (decision 26). A backup is the whole database: the log,
// personal data, projections, jobs, sealed bank data as stored. Neither command migrates first
// (a backup taken before an upgrade keeps the old level); restore migrates after loading.

const why = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file or folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "it is a folder";
  return (error as Error).message ?? String(error);
};

const failure = (error: unknown) =>
  error instanceof CliFailure ? error : new CliFailure((error as Error).message ?? String(error));

const size = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Files under the uploads folder: they live outside the database, so outside the backup. */
const uploadedFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;

export const backupCommand = async (io: CliIo, opts: { out: string; encryptTo?: string }) => {
  // Where the database is, and nothing else: a backup host needs no bank data key.
  const config = loadDatabaseSettings(io.env);
  const out = path.resolve(opts.out);
  if (fs.existsSync(out)) throw new CliFailure(`${opts.out} already exists: a backup never replaces another`);
  // Sealed: the dump is written beside it first (mode 600), sealed, then removed.
  const partial = opts.encryptTo === undefined ? `${out}.partial` : `${out}.plain-partial`;
  if (opts.encryptTo !== undefined) checkPublicKey(opts.encryptTo);
  let fd: number;
  try {
    // Only its owner may read it: it holds personal data.
    fd = fs.openSync(partial, "w", 0o600);
  } catch (error) {
    throw new CliFailure(`cannot write ${opts.out}: ${why(error)}`);
  }
  const started = performance.now();
  let level: number;
  try {
    if (config.databaseUrl !== null) {
      await dumpDatabase(config.databaseUrl, fd);
      level = await dumpMigrationLevel(partial);
    } else {
      if ((await embeddedContents(config.dataDir)) === null)
        throw new CliFailure(`there is no embedded database in ${config.dataDir} to back up`);
      const archived = await archiveEmbedded(config.dataDir);
      fs.writeSync(fd, archived.archive);
      level = archived.level;
    }
    // On disk before it has its name: a backup under its name is a whole one.
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    if (opts.encryptTo !== undefined) {
      sealFile(partial, `${out}.partial`, opts.encryptTo);
      fs.rmSync(partial);
      fs.renameSync(`${out}.partial`, out);
    } else fs.renameSync(partial, out);
  } catch (error) {
    try {
      fs.closeSync(fd);
    } catch {
      // closed already, before the sealing failed
    }
    fs.rmSync(partial, { force: true });
    fs.rmSync(`${out}.partial`, { force: true });
    throw failure(error);
  }
  const kind =
    (config.databaseUrl !== null ? "PostgreSQL dump" : "embedded database archive") +
    (opts.encryptTo !== undefined ? `, sealed to ${opts.encryptTo}` : "");
  io.out(`backup ${opts.out}: ${kind}, schema level ${level}, ${size(fs.statSync(out).size)}, ${seconds(started)}\n`);
  const files = uploadedFiles(config.uploadsDir);
  if (files > 0)
    io.out(`note: ${files} file(s) under ${config.uploadsDir} are not in the database; copy that folder too\n`);
};

const latestLevel = () => Math.max(0, ...migrationFiles().map((file) => Number(file.slice(0, 3))));

const refuseLevel = (from: string, level: number) => {
  if (level === 0) throw new CliFailure(`${from} holds no Jemput database (no schema_migrations in it)`);
  if (level > latestLevel())
    throw new CliFailure(
      `${from} is at schema level ${level}, newer than this version of Jemput knows (${latestLevel()}): restore it with a newer one`,
    );
};

const refuseData = (holding: ReadonlyArray<string>, force: boolean, where: string) => {
  if (holding.length === 0 || force) return;
  const shown = holding.slice(0, 5).join(", ") + (holding.length > 5 ? `, … (${holding.length} tables)` : "");
  throw new CliFailure(
    `${where} already holds data (${shown}): restore into an empty database, or add --force to replace everything in it`,
  );
};

export interface RestoreOptions {
  readonly from: string;
  readonly force?: boolean;
  readonly decryptWith?: string;
  readonly allowMissingKeys?: boolean;
}

export const restoreCommand = async (io: CliIo, opts: RestoreOptions) => {
  let head: Buffer;
  try {
    head = fileHead(opts.from, SEALED_HEAD_BYTES);
  } catch (error) {
    throw new CliFailure(`cannot read ${opts.from}: ${why(error)}`);
  }
  if (!isSealedBackup(head)) {
    if (opts.decryptWith !== undefined)
      throw new CliFailure(`${opts.from} is not a sealed backup: restore it without --decrypt-with`);
    return restorePlain(io, opts, head);
  }
  if (opts.decryptWith === undefined)
    throw new CliFailure(`${opts.from} is a sealed backup: give the private key with --decrypt-with KEY_FILE`);
  // Opened into a folder only this user may read, and removed whatever happens.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-restore-"));
  const plain = path.join(dir, "backup");
  try {
    try {
      openFile(opts.from, plain, opts.decryptWith);
    } catch (error) {
      throw failure(error);
    }
    return await restorePlain(io, { ...opts, from: plain, shownAs: opts.from }, fileHead(plain));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const restorePlain = async (io: CliIo, opts: RestoreOptions & { shownAs?: string }, head: Buffer) => {
  const config = loadConfig(io.env);
  const force = opts.force === true;
  const shown = opts.shownAs ?? opts.from;
  const started = performance.now();
  let level: number;
  if (isDumpFile(head)) {
    if (config.databaseUrl === null)
      throw new CliFailure(`${shown} is a PostgreSQL dump: set DATABASE_URL to the database to restore it into`);
    const url = config.databaseUrl;
    try {
      level = await dumpMigrationLevel(opts.from);
      refuseLevel(shown, level);
      const contents = await databaseContents(url);
      refuseData(contents.holding, force, "the database");
      if (contents.tables > 0) await emptyDatabase(url);
      await restoreDatabase(url, opts.from);
    } catch (error) {
      throw failure(error);
    }
  } else if (isEmbeddedArchive(head)) {
    if (config.databaseUrl !== null)
      throw new CliFailure(`${shown} is an embedded database archive: restore it without DATABASE_URL`);
    try {
      refuseData((await embeddedContents(config.dataDir)) ?? [], force, `the embedded database in ${config.dataDir}`);
      const loaded = await loadEmbeddedArchive(config.dataDir, fs.readFileSync(opts.from));
      level = loaded.level;
      try {
        refuseLevel(shown, level);
      } catch (error) {
        loaded.discard();
        throw error;
      }
      const { replaced } = loaded.swap();
      if (replaced) io.out(`the replaced database folder is kept in ${replaced}\n`);
    } catch (error) {
      throw failure(error);
    }
  } else {
    throw new CliFailure(
      `${shown} is not a Jemput backup (neither a PostgreSQL custom-format dump nor an embedded database archive)`,
    );
  }
  io.out(`restored ${shown} (schema level ${level}) in ${seconds(started)}\n`);
  await afterRestore(io, level, opts.allowMissingKeys === true);
};

/** Migrates (the runtime does on start), then says what arrived and which keys it needs. */
const afterRestore = async (io: CliIo, dumpLevel: number, allowMissingKeys: boolean) => {
  const facts = await withRuntime(
    io,
    Effect.gen(function* () {
      const db = yield* Database;
      const vault = yield* BankVault;
      const [members] = yield* db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members`);
      const counts = { events: yield* logSize(db), members: members!.n };
      const missing = (yield* keyUsage(db)).filter((usage) => !vault.ids.includes(usage.key_id));
      const adopted = yield* adoptRestoredLog(db, SUBSCRIPTIONS);
      return { level: yield* schemaLevel(db), counts, missing, adopted };
    }),
  );
  if (facts.level !== dumpLevel) io.out(`migrated from schema level ${dumpLevel} to ${facts.level}\n`);
  io.out(`${facts.counts.events} events, ${facts.counts.members} members\n`);
  if (facts.adopted) io.out(`the log came from another server: its events now sort before this server's next ones\n`);
  for (const { key_id, rows } of facts.missing)
    io.out(
      `warning: ${rows} bank data row(s) are sealed under key ${key_id}, which this configuration lacks: ` +
        `give it as BANK_DATA_KEY or in BANK_DATA_PREVIOUS_KEYS (on the embedded database, copy bank-data.key)\n`,
    );
  // Restored, but payouts to those members cannot be made: a script must not read that as done.
  if (facts.missing.length > 0 && !allowMissingKeys)
    throw new CliFailure(
      `the backup is restored, but bank data in it is sealed under ${facts.missing.length} key(s) this configuration lacks ` +
        `(above): set the key and check with jemput keys status, or add --allow-missing-keys to accept it`,
    );
};

/** Refuses before any work a public key that cannot seal. */
const checkPublicKey = (file: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-seal-check-"));
  try {
    fs.writeFileSync(path.join(dir, "empty"), "");
    sealFile(path.join(dir, "empty"), path.join(dir, "sealed"), file);
  } catch (error) {
    throw failure(error);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
