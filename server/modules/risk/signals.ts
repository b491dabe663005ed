import crypto from "node:crypto";
import { Effect } from "effect";
import type { Request } from "express";
import type { SignalKind } from "../../../domain/events.ts";
import type { SignalContext } from "../../../domain/risk/rules.ts";
import { RiskSettings } from "../../platform/config/risk-settings.ts";
import type { Sql } from "../../platform/db/database.ts";

// Signals (decision 18): what a member's device, network, bank account, delivery address, phone
// and post links were when they registered, signed in, saved their profile or submitted a post.
// Only a keyed hash is compared; `shown` is what the member's own export shows. Recording one
// also queues the member for the rules (risk_pending), in the same statement.

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

/** What the member's own export shows: never a whole account number. */
export const shownOf = (kind: SignalKind, normalised: string): string | null =>
  kind === "bank_account" ? `ending ${normalised.slice(-4)}` : kind === "delivery_address" ? null : normalised;

const SECRET_NAME = "risk_signal_key";
const keys = new WeakMap<Sql, Promise<string>>();

/** The signal key: the configured one, or the one the database keeps (made once, shared by every instance). */
export const signalKey = (sql: Sql) =>
  Effect.gen(function* () {
    const { signalKey: configured } = yield* RiskSettings;
    if (configured !== null) return configured;
    const cached = keys.get(sql);
    if (cached) return yield* Effect.promise(() => cached);
    const made = crypto.randomBytes(32).toString("hex");
    const [row] = yield* sql.query<{ value: string }>(
      `WITH made AS (INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value)
       SELECT value FROM made UNION ALL SELECT value FROM app_secrets WHERE name = $1 LIMIT 1`,
      [SECRET_NAME, made],
    );
    const key = row!.value;
    keys.set(sql, Promise.resolve(key));
    return key;
  });

/** The keyed hash two values are compared by (`kind` keeps equal texts of two kinds apart). */
export const hashWith = (key: string, kind: SignalKind, normalised: string): string =>
  crypto.createHmac("sha256", key).update(`${kind}:${normalised}`).digest("hex").slice(0, 32);

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
    const key = yield* signalKey(sql);
    yield* sql.query(
      `WITH recorded AS (
         INSERT INTO risk_signals (member_id, kind, context, value_hash, shown, first_seen_at, last_seen_at)
         SELECT $1, k, $2, h, s, $6, $6 FROM unnest($3::text[], $4::text[], $5::text[]) AS t(k, h, s)
         ON CONFLICT (member_id, kind, context, value_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at
         RETURNING xmax = 0 AS inserted)
       INSERT INTO risk_pending (member_id, queued_at) SELECT $1, $6 WHERE EXISTS (SELECT 1 FROM recorded WHERE inserted)`,
      [
        memberId,
        context,
        rows.map((r) => r.kind),
        rows.map((r) => hashWith(key, r.kind, r.n)),
        rows.map((r) => shownOf(r.kind, r.n)),
        at,
      ],
    );
    return rows.length;
  });

/** Queues a member for the rules without a new signal (a post rejected or reversed). */
export const queueForRules = (sql: Sql, memberIds: ReadonlyArray<number>, at: Date) =>
  sql.query(`INSERT INTO risk_pending (member_id, queued_at) SELECT unnest($1::int[]), $2`, [memberIds, at]);
