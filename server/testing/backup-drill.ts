import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import { saveAccount } from "../modules/bank-accounts/store.ts";
import { BankVault } from "../platform/crypto/bank-vault.ts";
import { Database } from "../platform/db/database.ts";
import { USER_TABLES } from "../platform/db/dump.ts";
import { withDb } from "./harness.ts";

// What a backup drill compares: every table of a database, its row count and a digest of its
// rows in a fixed order, so a restore equal to its source shows as equal maps, and one table
// short or one row changed shows by name.

type Env = Record<string, string | undefined>;

export interface TableDigest {
  readonly rows: number;
  readonly digest: string;
}

export const tableDigests = (env: Env): Promise<Record<string, TableDigest>> =>
  withDb(
    env,
    Effect.gen(function* () {
      const db = yield* Database;
      const tables = (yield* db.query<{ name: string }>(USER_TABLES)).map((t) => t.name);
      const digests: Record<string, TableDigest> = {};
      for (const table of tables) {
        const [row] = yield* db.query<{ rows: number; digest: string }>(
          `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest
             FROM ${table} t`,
        );
        digests[table.replace(/^public\./, "")] = row!;
      }
      return digests;
    }),
  );

/** Bank accounts for the first `count` members with income up to `period`, sealed as the profile form seals them. */
export const sealBankAccounts = (env: Env, count: number, period: number, at: Date) =>
  withDb(
    env,
    Effect.gen(function* () {
      const db = yield* Database;
      const vault = yield* BankVault;
      const members = yield* db.query<{ member_id: number }>(
        `SELECT DISTINCT member_id FROM ledger_lines WHERE period <= $1 ORDER BY member_id LIMIT $2`,
        [period, count],
      );
      for (const [i, { member_id }] of members.entries()) {
        const input = { holder: `Holder ${member_id}`, bank: "Maybank", account: String(112233440000 + i) };
        yield* db.transaction((tx) => saveAccount(tx, vault, member_id, input, at));
      }
      return members.length;
    }),
  );

/** The embedded database keeps its sealing key beside the data: a restore elsewhere is given a copy. */
export const copyKeyFile = (fromDataDir: string, toDataDir: string) => {
  const file = path.join(fromDataDir, "bank-data.key");
  if (!fs.existsSync(file)) return;
  fs.mkdirSync(toDataDir, { recursive: true });
  fs.copyFileSync(file, path.join(toDataDir, "bank-data.key"));
};
