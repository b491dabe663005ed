import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProfile } from "../server/modules/profile/queries.ts";
import { registerMember } from "../server/modules/members/handlers.ts";
import { generateKey, Keyring } from "../server/platform/crypto/keyring.ts";
import { Database } from "../server/platform/db/database.ts";
import { BankVault } from "../server/platform/crypto/bank-vault.ts";
import { fileContext } from "../server/modules/payouts/payment-file-refusals.ts";
import { freshConfig, newMember, withDb, type TestConfig } from "../server/testing/harness.ts";
import { loadConfig } from "../server/platform/config/config.ts";
import { buildProgram } from "./program.ts";

// `jemput keys`: bank data written readable before it was sealed is sealed at the next start,
// and `keys rotate` re-seals it under a new key while what it sealed stays readable: on a shared
// database the operator brings the key, on the embedded one the command writes it to the key file.
const cli = async (env: TestConfig["env"], ...args: Array<string>) => {
  let out = "";
  const io = { out: (s: string) => void (out += s), err: () => undefined, env };
  await buildProgram(io).parseAsync(["node", "jemput", ...args]);
  return out;
};

const query = <R extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
  Effect.flatMap(Database, (db) => db.query<R>(text, params));
const shown = (memberId: number) =>
  Effect.gen(function* () {
    const profile: Record<string, unknown> = yield* loadProfile(yield* Database, memberId);
    return {
      bankAccountHolderName: profile["bankAccountHolderName"],
      bankName: profile["bankName"],
      bankAccountNumber: profile["bankAccountNumber"],
    };
  });
const readable = (text: string) =>
  query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM profiles p WHERE p::text LIKE $1)
           + (SELECT count(*) FROM bank_accounts a WHERE a::text LIKE $1)
           + (SELECT count(*) FROM payout_bank_details b WHERE b::text LIKE $1))::int AS n`,
    [`%${text}%`],
  );

let db: TestConfig;
let memberId = 0;
const FILE = "jemput-payouts-2026-01-1-1.csv";
const FILE_BODY = "H,JEMPUT\r\nD,IBG,PBBEMYKL,33227788,200.00,PO-202601-1\r\nT,1,200.00\r\n";
const SHOWN = { bankAccountHolderName: "HAFIZ BIN YUSOF", bankName: "Public Bank", bankAccountNumber: "•••• 7788" };

beforeAll(async () => {
  db = await freshConfig();
  // Bank details as they were kept before sealing: readable, in the profile and beside a payout.
  memberId = await withDb(
    db.env,
    Effect.gen(function* () {
      const { memberId } = yield* registerMember(newMember("Hafiz"), { requestId: "cli-test" });
      yield* query(`UPDATE profiles SET details = details || $2::jsonb WHERE member_id = $1`, [
        memberId,
        JSON.stringify({
          bankAccountHolderName: "HAFIZ BIN YUSOF",
          bankName: "Public Bank",
          bankAccountNumber: "3322 7788",
        }),
      ]);
      yield* query(
        `INSERT INTO payout_bank_details (payout_id, member_id, legacy_holder, bank, legacy_account) VALUES ('PO-202601-1', $1, 'HAFIZ BIN YUSOF', 'Public Bank', '3322 7788')`,
        [memberId],
      );
      return memberId;
    }),
  );
});
afterAll(async () => {
  await db?.drop();
});

describe("bank data written before sealing", () => {
  it("is sealed at the next start, and reads the same", async () => {
    const after = await withDb(
      db.env,
      Effect.all({ shown: shown(memberId), readable: readable("3322"), holder: readable("HAFIZ") }),
    );
    expect(after).toEqual({ shown: SHOWN, readable: [{ n: 0 }], holder: [{ n: 0 }] });
  });
});

describe("jemput keys rotate", () => {
  it("re-seals every row under the new key, and what it sealed stays readable", async () => {
    const envMode = db.config.bankData.keys !== null;
    // A payment file issued and kept sealed (decision 39): it holds account numbers whole too.
    await withDb(
      db.env,
      Effect.gen(function* () {
        const vault = yield* BankVault;
        yield* query(
          `INSERT INTO payment_files (period, seq, close_id, issued_at, downloaded_at, format, file_name, payouts, total_sen, body, key_id)
           VALUES (202601, 1, 1, now(), now(), 'csv', $1, 1, 20000, $2, $3)`,
          [FILE, vault.seal(FILE_BODY, fileContext(FILE)), vault.currentId],
        );
      }),
    );
    const before = await cli(db.env, "keys", "status");
    expect(before).toMatch(/current\s+3 rows/);
    let env = db.env;
    if (envMode) {
      // The operator's new key, with the old one still opening on every instance.
      env = { ...db.env, BANK_DATA_KEY: generateKey(), BANK_DATA_PREVIOUS_KEYS: db.env["BANK_DATA_KEY"] };
    }
    const oldKeys = envMode ? null : fs.readFileSync(db.config.bankData.keyFile, "utf8");
    const out = await cli(env, "keys", "rotate");
    expect(out).toMatch(/^re-sealed 3 rows under key [0-9a-f]{8}$/m);
    const status = await cli(env, "keys", "status");
    expect(status).toMatch(/current\s+3 rows/);
    expect(status).not.toMatch(/previous\s+[1-9]/);
    if (envMode) {
      expect(out).toContain("BANK_DATA_PREVIOUS_KEYS can be removed");
      env = { ...env, BANK_DATA_PREVIOUS_KEYS: "" };
    } else {
      // The file holds one key now, a new one.
      const keys = fs.readFileSync(db.config.bankData.keyFile, "utf8");
      expect(out).toContain("1 old key removed");
      expect(new Keyring({ kind: "file", file: db.config.bankData.keyFile }).ids).toHaveLength(1);
      expect(keys).not.toBe(oldKeys);
    }
    expect(await withDb(env, shown(memberId))).toEqual(SHOWN);
    const payout = await withDb(env, query<{ key_id: string }>(`SELECT key_id FROM payout_bank_details`));
    expect(payout).toEqual([{ key_id: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    const file = await withDb(
      env,
      Effect.gen(function* () {
        const vault = yield* BankVault;
        const [row] = yield* query<{ body: Buffer; key_id: string }>(`SELECT body, key_id FROM payment_files`);
        return { key: row!.key_id === vault.currentId, body: vault.open(row!.body, fileContext(FILE)) };
      }),
    );
    expect(file).toEqual({ key: true, body: FILE_BODY });
    // Nothing is left under the old key: a second rotation has nothing to do.
    if (envMode) expect(await cli(env, "keys", "rotate")).toMatch(/^re-sealed 0 rows/m);
  });
});

describe("keys generate --out", () => {
  const dir = fs.mkdtempSync(`${os.tmpdir()}/jemput-keys-`);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes a new key to a new file only its owner may read, which BANK_DATA_KEY_FILE then reads", async () => {
    const file = path.join(dir, "bank-data.key");
    const said = await cli({}, "keys", "generate", "--out", file);
    expect(said).toBe(`a new key is in ${file} (readable by its owner only)\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(file, "utf8").trim();
    expect(new Keyring({ kind: "env", keys: [key] }).ids).toHaveLength(1);
    const base = await freshConfig();
    try {
      const config = loadConfig({ ...base.env, BANK_DATA_KEY: undefined, BANK_DATA_KEY_FILE: file });
      expect(config.bankData.keys).toEqual([key]);
    } finally {
      await base.drop();
    }
  });

  it("never replaces a file, which may hold the only copy of a key in use", async () => {
    const file = path.join(dir, "in-use.key");
    fs.writeFileSync(file, "the key in use\n", { mode: 0o600 });
    await expect(cli({}, "keys", "generate", "--out", file)).rejects.toThrow(
      `${file} already exists: a new key never replaces a file that may hold the only copy of one in use`,
    );
    expect(fs.readFileSync(file, "utf8")).toBe("the key in use\n");
  });
});
