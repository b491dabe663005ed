import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { rederiveBankSignals } from "./rederive.ts";
import { BANK_HASH, bankHash, hashWith } from "./signals.ts";

// What a copy of the database gives up (decision 41): every table dumped, and no key beside it.
// An attacker searching the bank account signals over a few thousand candidates that hold the
// true numbers, with every string in the dump tried as the key, recovers nothing; with the key,
// the same search finds each number, so the search itself is sound.
const ACCOUNTS = ["514012345678", "514098761234", "514055550123"];

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const api = client(app);
  for (const [i, account] of ACCOUNTS.entries()) {
    const m = await api.register(`Akaun${i}`);
    const r = await api.call("PUT", "/api/profile", m.token, {
      firstName: "Akaun",
      lastName: "Pemilik",
      phoneNumber: m.phoneNumber,
      bankName: "Maybank",
      bankAccountNumber: account,
    });
    expect(r.status, r.text).toBe(200);
  }
});
afterAll(async () => {
  await app?.close();
});

/** Every row of every table, as text: what a backup or a dump holds. */
const dump = async (): Promise<string> => {
  const tables = await app.sql<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
  );
  const parts = [];
  for (const { name } of tables) parts.push(JSON.stringify(await app.sql(`SELECT * FROM "${name}"`)));
  return parts.join("\n");
};

describe("a dump of the database", () => {
  it("holds no signal key, no table that could, and nothing of an account number in the signals", async () => {
    const text = await dump();
    expect(text).not.toContain(app.env["RISK_SIGNAL_KEY"]!);
    const secrets = await app.sql(`SELECT 1 FROM information_schema.tables WHERE table_name = 'app_secrets'`);
    expect(secrets).toEqual([]);
    const signals = JSON.stringify(await app.sql(`SELECT * FROM risk_signals WHERE kind = 'bank_account'`));
    for (const account of ACCOUNTS) expect(signals).not.toContain(account.slice(-4));
  });

  it("gives no account number to a search of its signals, while the key finds every one", async () => {
    const text = await dump();
    const stored = new Set(
      (await app.sql<{ h: string }>(`SELECT value_hash AS h FROM risk_signals WHERE kind = 'bank_account'`)).map(
        (r) => r.h,
      ),
    );
    expect(stored.size).toBe(ACCOUNTS.length);
    // Candidates: the true numbers among 2,000 others of the same shapes.
    const candidates = [...ACCOUNTS];
    for (let i = 0; candidates.length < 2_000; i++) candidates.push(String(514012340000 + i * 7919));
    // Keys: every string in the dump long enough to be one (a key kept in a table would be here).
    const keys = [...new Set(text.match(/[A-Za-z0-9+/=_-]{32,}/g) ?? [])];
    expect(keys.length).toBeGreaterThan(0);
    const found = new Set<string>();
    for (const key of keys) for (const n of candidates) if (stored.has(hashWith(key, "bank_account", n))) found.add(n);
    // The slow hash, with each of those keys, for the true numbers themselves: not even an
    // attacker who guessed the number right can confirm it.
    for (const key of keys) for (const n of ACCOUNTS) if (stored.has(await bankHash(key, n))) found.add(n);
    expect([...found]).toEqual([]);
    // And with no key at all (an empty one, a random one).
    for (const key of ["", crypto.randomBytes(32).toString("base64")])
      for (const n of ACCOUNTS) if (stored.has(await bankHash(key, n))) found.add(n);
    expect([...found]).toEqual([]);
    // The same search with the real key finds each: the hashes are the accounts', deterministic.
    const key = app.env["RISK_SIGNAL_KEY"]!;
    for (const n of ACCOUNTS) expect(stored.has(await bankHash(key, n))).toBe(true);
  });

  it("is argon2id with at least 19 MiB and two passes, keyed by the signal key, so a search of 10^8 numbers stays slow even with the key", async () => {
    // The cost itself is measured in tools/bench/ (fraud.bench.ts); here, that the hash is the one the
    // cost was measured for: argon2id at OWASP's minimum or above, with the key as its secret.
    expect(BANK_HASH.algorithm).toBe(2);
    expect(BANK_HASH.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(BANK_HASH.timeCost).toBeGreaterThanOrEqual(2);
    const key = crypto.randomBytes(32).toString("base64");
    const other = crypto.randomBytes(32).toString("base64");
    expect(await bankHash(key, "514012345678")).toBe(await bankHash(key, "514012345678"));
    expect(await bankHash(key, "514012345678")).not.toBe(await bankHash(other, "514012345678"));
    expect(await bankHash(key, "514012345678")).not.toBe(await bankHash(key, "514012345679"));
  });

  it("makes each current account's signal again from the sealed account, as first seen when it was saved", async () => {
    const before = await app.sql(
      `SELECT member_id, value_hash FROM risk_signals WHERE kind = 'bank_account' ORDER BY 1`,
    );
    // As after the upgrade, which drops the old fast hashes, or after retention.
    await app.sql(`DELETE FROM risk_signals WHERE kind = 'bank_account'`);
    expect(await app.run(rederiveBankSignals())).toBe(ACCOUNTS.length);
    expect(
      await app.sql(`SELECT member_id, value_hash FROM risk_signals WHERE kind = 'bank_account' ORDER BY 1`),
    ).toEqual(before);
    const times = await app.sql(
      `SELECT count(*)::int AS n FROM risk_signals s JOIN bank_accounts b USING (member_id)
        WHERE s.kind = 'bank_account' AND s.first_seen_at = b.updated_at AND s.shown IS NULL`,
    );
    expect(times).toEqual([{ n: ACCOUNTS.length }]);
    expect(await app.run(rederiveBankSignals())).toBe(0);
  });
});
