import crypto from "node:crypto";
import { bankHash, hashWith } from "../../server/modules/risk/signals.ts";

// `npm run bench:signal-hash`: what one bank account signal costs (keyed argon2id, decision 41)
// against the keyed HMAC the other signals use, measured in one run on this machine, and what
// that makes of a search of every 8-digit account number (10^8) by someone who holds the key.
// Without the key no search applies at all. Prints figures; asserts nothing.
const RUNS = Number(process.env["BENCH_RUNS"] ?? 40);
const key = crypto.randomBytes(32).toString("base64");
const account = (i: number) => String(514_000_000_000 + i);

for (let i = 0; i < 3; i++) await bankHash(key, account(i));
let started = performance.now();
for (let i = 0; i < RUNS; i++) await bankHash(key, account(i));
const argon = (performance.now() - started) / RUNS;

const HMAC_RUNS = RUNS * 1000;
started = performance.now();
for (let i = 0; i < HMAC_RUNS; i++) hashWith(key, "bank_account", account(i));
const hmac = (performance.now() - started) / HMAC_RUNS;

const coreDays = (argon * 1e8) / 1000 / 86_400;
process.stdout.write(
  [
    `bank signal (argon2id, 19 MiB, 3 passes): ${argon.toFixed(2)} ms a hash over ${RUNS}`,
    `other signals (HMAC-SHA256): ${(hmac * 1000).toFixed(2)} µs a hash over ${HMAC_RUNS}`,
    `ratio argon2id / HMAC: ${Math.round(argon / hmac).toLocaleString("en")}×`,
    `a search of 10^8 account numbers with the key: ${coreDays.toFixed(1)} core-days`,
  ].join("\n") + "\n",
);
