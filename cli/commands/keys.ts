import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import { keyUsage, rotateBankData } from "../../server/modules/bank-accounts/rotate.ts";
import { rotatePaymentFiles } from "../../server/modules/payouts/kept-files.ts";
import { rotatePayee } from "../../server/modules/payee/rotate.ts";
import { loadConfig } from "../../server/platform/config/config.ts";
import { backupKeyPair } from "../../server/platform/crypto/backup-seal.ts";
import { BankVault } from "../../server/platform/crypto/bank-vault.ts";
import { generateKey, type Keyring } from "../../server/platform/crypto/keyring.ts";
import { Database } from "../../server/platform/db/database.ts";
import { CliFailure, withRuntime, type CliIo } from "../context.ts";

// The keys that seal bank data (decision 20). With BANK_DATA_KEY the operator brings the new key:
// every instance gets it as BANK_DATA_KEY with the old one in BANK_DATA_PREVIOUS_KEYS, then
// `keys rotate` re-seals, then the old key is removed. On the embedded database `keys rotate`
// writes the new key into the key file itself, with the server stopped: only one process may
// open that database (decision 40), so the command is refused before it touches the file.

/**
 * A new key, printed, or with `out` written to a new file only its owner may read (for
 * BANK_DATA_KEY_FILE and the like): never over an existing file, which may hold the only copy
 * of a key in use.
 */
export const keysGenerateCommand = (io: CliIo, out?: string) => {
  const key = generateKey();
  if (out === undefined) return io.out(`${key}\n`);
  const file = path.resolve(out);
  try {
    // `wx`: fails if the file exists, without a window between a check and the write.
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliFailure(
      code === "EEXIST"
        ? `${out} already exists: a new key never replaces a file that may hold the only copy of one in use`
        : `cannot write ${out} (${code ?? (error as Error).message})`,
    );
  }
  io.out(`a new key is in ${file} (readable by its owner only)\n`);
};

/**
 * A key pair for sealed backups (decision 66): `backup.pub` goes to the machine that takes
 * backups, `backup.key` (mode 600) stays apart and is needed only to restore.
 */
export const keysBackupPairCommand = (io: CliIo, out: string) => {
  const dir = path.resolve(out);
  const [pub, key] = [path.join(dir, "backup.pub"), path.join(dir, "backup.key")];
  const taken = [pub, key].filter((f) => fs.existsSync(f));
  if (taken.length > 0) throw new CliFailure(`${taken.join(" and ")} already exist(s): a key pair is never replaced`);
  const pair = backupKeyPair();
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(key, pair.privatePem, { mode: 0o600, flag: "wx" });
    fs.writeFileSync(pub, pair.publicPem, { mode: 0o644, flag: "wx" });
  } catch (error) {
    throw new CliFailure(`cannot write the key pair in ${out} (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
  io.out(
    `public key: ${pub} (for backup --encrypt-to)\nprivate key: ${key} (for restore --decrypt-with; keep it apart from the backups)\n`,
  );
};

const usageLines = (vault: Keyring, usage: ReadonlyArray<{ key_id: string; rows: number }>) => {
  const ids = new Set([...vault.ids, ...usage.map((u) => u.key_id)]);
  return [...ids].map((id) => {
    const rows = usage.find((u) => u.key_id === id)?.rows ?? 0;
    const role = id === vault.currentId ? "current" : vault.ids.includes(id) ? "previous" : "NOT CONFIGURED";
    return `  ${id}  ${role.padEnd(14)} ${rows} row${rows === 1 ? "" : "s"}\n`;
  });
};

export const keysStatusCommand = async (io: CliIo) => {
  const { vault, usage } = await withRuntime(
    io,
    Effect.gen(function* () {
      const vault = yield* BankVault;
      return { vault, usage: yield* keyUsage(yield* Database) };
    }),
  );
  io.out(`bank data keys (${vault.source.kind === "file" ? vault.source.file : "BANK_DATA_KEY"}):\n`);
  for (const line of usageLines(vault, usage)) io.out(line);
};

/** Puts a new key first in the key file, keeping the others for what they still seal. */
const addKeyToFile = (file: string) => {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const comments = lines.filter((l) => l.trim().startsWith("#"));
  const keys = lines.filter((l) => l.trim() !== "" && !l.trim().startsWith("#"));
  fs.writeFileSync(file, [...comments, generateKey(), ...keys, ""].join("\n"), { mode: 0o600 });
};

/** Drops from the key file every key but the current one that seals no row. */
const pruneKeyFile = (file: string, vault: Keyring, used: ReadonlySet<string>) => {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const keys = lines.filter((l) => l.trim() !== "" && !l.trim().startsWith("#"));
  const kept = keys.filter((_, i) => i === 0 || used.has(vault.ids[i]!));
  const comments = lines.filter((l) => l.trim().startsWith("#"));
  fs.writeFileSync(file, [...comments, ...kept, ""].join("\n"), { mode: 0o600 });
  return keys.length - kept.length;
};

export const keysRotateCommand = async (io: CliIo) => {
  const config = loadConfig(io.env);
  const file = config.bankData.keys === null ? config.bankData.keyFile : null;
  if (file !== null && fs.existsSync(file)) addKeyToFile(file);
  const { vault, resealed, usage } = await withRuntime(
    io,
    Effect.gen(function* () {
      const vault = yield* BankVault;
      const db = yield* Database;
      const resealed = yield* rotateBankData(db, vault, (done) => io.err(`\rre-sealed ${done} rows`), [
        rotatePaymentFiles,
        rotatePayee,
      ]);
      return { vault, resealed, usage: yield* keyUsage(db) };
    }),
  );
  if (resealed > 0) io.err("\n");
  io.out(`re-sealed ${resealed} row${resealed === 1 ? "" : "s"} under key ${vault.currentId}\n`);
  const left = usage.filter((u) => u.key_id !== vault.currentId).reduce((n, u) => n + u.rows, 0);
  if (file !== null) {
    const dropped = pruneKeyFile(file, vault, new Set(usage.map((u) => u.key_id)));
    io.out(`key file ${file}: ${dropped} old key${dropped === 1 ? "" : "s"} removed\n`);
  } else if (left === 0 && vault.ids.length > 1) {
    io.out("no row is sealed under another key: BANK_DATA_PREVIOUS_KEYS can be removed from every instance\n");
  }
  if (left > 0) io.out(`${left} row${left === 1 ? "" : "s"} still under other keys (saved meanwhile): run it again\n`);
};
