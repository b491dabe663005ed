import crypto from "node:crypto";
import { hashRaw, type Algorithm } from "@node-rs/argon2";
import { Effect } from "effect";
import type { Request } from "express";
import type { SignalKind } from "../../../domain/events.ts";
import type { SignalContext } from "../../../domain/risk/rules.ts";
import { RiskSettings } from "../../platform/config/risk-settings.ts";
import type { Sql } from "../../platform/db/database.ts";

// Signals (decision 18): what a member's device, network, bank account, delivery address, phone
// and post links were when they registered, signed in, saved their profile or submitted a post.
// Only a keyed hash is compared; `shown` is what the member's own export shows. Recording one
// also queues the member for the rules (risk_pending), in the same statement. The key is never
// in the database (decision 41), and an account number, of which there are only some 10^8 to
// try, is hashed slowly too, so even a leaked key does not make trying them all cheap.

export interface SignalInput {
  readonly kind: SignalKind;
  readonly value: string | null | undefined;
}

/** What the browser and the connection say about who is on the other end. */
export interface ClientSignals {
  readonly network: string | null;
  readonly device: string | null;
}

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The connection's address and the app's own device id (X-Device-Id), when it is well formed. */
export const clientOf = (req: Request): ClientSignals => {
  const device = req.get("x-device-id")?.trim() ?? "";
  return { network: req.ip ?? null, device: DEVICE_ID.test(device) ? device : null };
};

/**
 * The value as compared, or null when it carries nothing to compare. IPv6 addresses compare by
 * their /64, which is one subscriber's network; an IPv4 address mapped into IPv6 as itself.
 */
export const normalise = (kind: SignalKind, raw: string): string | null => {
  const value = raw.normalize("NFKC").trim();
  switch (kind) {
    case "device":
      return DEVICE_ID.test(value) ? value.toLowerCase() : null;
    case "network": {
      const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
      if (v4) return v4[1]!;
      if (!value.includes(":")) return null;
      return value.toLowerCase().split(":").slice(0, 4).join(":");
    }
    case "bank_account": {
      const digits = value.replace(/[\s-]/g, "");
      return /^\d{6,20}$/.test(digits) ? digits : null;
    }
    case "delivery_address": {
      const words = value
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
      return words.length >= 8 ? words : null;
    }
    case "phone": {
      const digits = value.replace(/\D/g, "");
      return digits.length >= 8 ? digits : null;
    }
    case "post_link":
      return value === "" ? null : value;
  }
};

/**
 * What the member's own export shows: nothing of an account number (not even its last digits,
 * which would narrow a search) and nothing of an address.
 */
export const shownOf = (kind: SignalKind, normalised: string): string | null =>
  kind === "bank_account" || kind === "delivery_address" ? null : normalised;

/** The signal key (RISK_SIGNAL_KEY or the embedded database's key file). */
export const signalKey = RiskSettings.use((settings) => Effect.succeed(settings.signalKey));

/** The keyed hash two values are compared by (`kind` keeps equal texts of two kinds apart). */
export const hashWith = (key: string, kind: SignalKind, normalised: string): string =>
  crypto.createHmac("sha256", key).update(`${kind}:${normalised}`).digest("hex").slice(0, 32);

// argon2id with the key as its secret: 19 MiB and 3 passes, about 10 ms a hash on one core (docs/
// decisions/0041). The salt is fixed because equal accounts must give equal hashes; the key is
// what makes the hash this deployment's own. 2 is Algorithm.Argon2id, a const enum that erasable
// TypeScript cannot read.
export const BANK_HASH = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 3, parallelism: 1, outputLen: 16 };
const BANK_SALT = Buffer.from("jemput-bank-account-signal");

/** An account number's signal hash: keyed, slow and memory-hard, and the same for the same account. */
export const bankHash = (key: string, digits: string): Promise<string> =>
  hashRaw(`bank_account:${digits}`, { ...BANK_HASH, salt: BANK_SALT, secret: Buffer.from(key) }).then((raw) =>
    raw.toString("hex"),
  );

/** The hash of any signal: an account number's slowly, the others by HMAC. */
export const hashSignal = (key: string, kind: SignalKind, normalised: string) =>
  kind === "bank_account"
    ? Effect.promise(() => bankHash(key, normalised))
    : Effect.succeed(hashWith(key, kind, normalised));

/**
 * Records the signals that carry something and, when one is new for the member, queues them for
 * the rules: one statement. A value seen again only moves its last-seen time (and its retention).
 */
export const recordSignals = (
  sql: Sql,
  memberId: number,
  context: SignalContext,
  inputs: ReadonlyArray<SignalInput>,
  at: Date,
) =>
  Effect.gen(function* () {
    const rows = inputs.flatMap(({ kind, value }) => {
      const n = value ? normalise(kind, value) : null;
      return n === null ? [] : [{ kind, n }];
    });
    if (rows.length === 0 || !(yield* RiskSettings).recording) return 0;
    const key = yield* signalKey;
    const hashes = yield* Effect.forEach(rows, (r) => hashSignal(key, r.kind, r.n));
    yield* sql.query(
      `WITH recorded AS (
         INSERT INTO risk_signals (member_id, kind, context, value_hash, shown, first_seen_at, last_seen_at)
         SELECT $1, k, $2, h, s, $6, $6 FROM unnest($3::text[], $4::text[], $5::text[]) AS t(k, h, s)
         ON CONFLICT (member_id, kind, context, value_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at
         RETURNING xmax = 0 AS inserted)
       INSERT INTO risk_pending (member_id, queued_at) SELECT $1, $6 WHERE EXISTS (SELECT 1 FROM recorded WHERE inserted)`,
      [memberId, context, rows.map((r) => r.kind), hashes, rows.map((r) => shownOf(r.kind, r.n)), at],
    );
    return rows.length;
  });

/** Queues a member for the rules without a new signal (a post rejected or reversed). */
export const queueForRules = (sql: Sql, memberIds: ReadonlyArray<number>, at: Date) =>
  sql.query(`INSERT INTO risk_pending (member_id, queued_at) SELECT unnest($1::int[]), $2`, [memberIds, at]);

/** Erasure: the signals are personal data (flags keep only member ids and what was shared). */
export const forgetSignals = (tx: Sql, memberId: number) =>
  Effect.gen(function* () {
    yield* tx.query(`DELETE FROM risk_signals WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM risk_pending WHERE member_id = $1`, [memberId]);
  });
