import path from "node:path";
import type { BankDataConfig } from "../crypto/bank-vault.ts";
import { parseKey } from "../crypto/keyring.ts";
import {
  DEFAULT_SIGNAL_RETENTION_DAYS,
  DEFAULT_THRESHOLDS,
  type RiskThresholds,
} from "../../../domain/risk/thresholds.ts";

// Every setting comes from the environment and is checked once at boot: a bad value stops the
// start with a message naming the variable, rather than failing later in a request.
export interface Config {
  readonly port: number;
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly uploadsDir: string;
  readonly publicUrl: string;
  readonly demo: boolean;
  readonly logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  readonly dbPoolSize: number;
  /** A streaming standby of DATABASE_URL for reads that may trail the latest writes (decision 27). */
  readonly replica: ReplicaConfig | null;
  readonly trustProxy: boolean;
  /** Where invite links point when the app is opened on localhost or a preview host; required with DATABASE_URL. */
  readonly publicAppUrl: string | null;
  /** Brevo's API key: a secret, never logged. Without it mail stays in the outbox table. */
  readonly brevoApiKey: string | null;
  readonly brevoApiUrl: string;
  /** The Brevo list that contact sync imports into. */
  readonly brevoListId: number | null;
  readonly mailFrom: MailSender;
  readonly risk: RiskConfig;
  readonly bankData: BankDataConfig;
  /** The bearer token that opens GET /metrics from other machines; without it only loopback may read them. */
  readonly metricsToken: string | null;
  /** The account payouts are paid from, for the ISO 20022 payment file (decision 29). */
  readonly payer: PayerConfig;
}

/** Each part optional: without all three, the ISO 20022 payment file is refused naming those missing. */
export interface PayerConfig {
  readonly name: string | null;
  readonly account: string | null;
  readonly bic: string | null;
}

/** The fraud rules' settings (decision 18). */
export interface RiskConfig {
  readonly thresholds: RiskThresholds;
  /** Days a signal is kept after it was last seen. */
  readonly retentionDays: number;
  /**
   * RISK_SIGNAL_KEY, the key signal hashes are made with (decision 41): required with
   * DATABASE_URL; without it the embedded database uses `signalKeyFile`, never a table.
   */
  readonly signalKey: string | null;
  readonly signalKeyFile: string;
  /** Off only to measure what recording and evaluating cost (npm run bench -- fraud). */
  readonly recording: boolean;
}

export interface ReplicaConfig {
  readonly url: string;
  /** Above this lag the replica's reads go to the primary. */
  readonly maxLagMs: number;
}

export interface MailSender {
  readonly name: string;
  readonly email: string;
}

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, reason: string) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.variable = variable;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const integer = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
};

const flag = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(name, `must be 1 or 0 (got "${env[name]}")`);
};

const url = (env: Env, name: string, fallback: string | null, protocols: ReadonlyArray<string>): string | null => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error("protocol");
    return raw.replace(/\/+$/, "");
  } catch {
    throw new ConfigError(name, `must be a ${protocols.join(" or ")} URL`);
  }
};

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]{2,}$/;

// "Jemput <noreply@jemput.my>", "\"Jemput\" <noreply@jemput.my>" or a bare address.
const sender = (env: Env, name: string, fallback: MailSender): MailSender => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const named = /^"?([^"<>]*?)"?\s*<([^<>]+)>$/.exec(raw);
  const email = (named ? named[2]! : raw).trim();
  if (!EMAIL.test(email))
    throw new ConfigError(name, `must be an address such as "Jemput <noreply@jemput.my>" (got "${raw}")`);
  return { name: named?.[1]?.trim() || fallback.name, email };
};

const secret = (env: Env, name: string): string | null => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return null;
  // Not echoed back: the value is a secret.
  if (/\s/.test(raw)) throw new ConfigError(name, "must not contain spaces");
  return raw;
};

// RISK_FARM_DEVICE_MIN, RISK_BURST_FACTOR, ...: each threshold under its name in capitals.
const THRESHOLD_LIMITS: Readonly<Record<keyof RiskThresholds, readonly [number, number]>> = {
  farmDeviceMin: [2, 1000],
  farmNetworkMin: [2, 100_000],
  farmWindowHours: [1, 24 * 30],
  rejectionMinDecided: [1, 10_000],
  rejectionFactor: [1, 100],
  rejectionMinPercent: [1, 100],
  burstMin: [2, 100_000],
  burstFactor: [1, 1000],
  burstWindowHours: [1, 24 * 7],
  burstBaselineDays: [1, 365],
};
const envName = (key: string) => `RISK_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

const riskConfig = (env: Env, databaseUrl: string | null, dataDir: string): RiskConfig => {
  const thresholds = Object.fromEntries(
    Object.entries(THRESHOLD_LIMITS).map(([key, [min, max]]) => [
      key,
      integer(env, envName(key), DEFAULT_THRESHOLDS[key as keyof RiskThresholds], min, max),
    ]),
  ) as unknown as RiskThresholds;
  const signalKey = secret(env, "RISK_SIGNAL_KEY");
  if (signalKey !== null && signalKey.length < 32)
    throw new ConfigError("RISK_SIGNAL_KEY", "must be at least 32 characters");
  // As with the bank data key: every instance of a shared database needs the same key, and the
  // key must not sit beside the data it protects.
  if (signalKey === null && databaseUrl !== null)
    throw new ConfigError(
      "RISK_SIGNAL_KEY",
      "is required with DATABASE_URL (make one with: npm run cli -- keys generate), and kept apart from the backups",
    );
  return {
    thresholds,
    retentionDays: integer(env, "RISK_SIGNAL_RETENTION_DAYS", DEFAULT_SIGNAL_RETENTION_DAYS, 1, 90),
    signalKey,
    signalKeyFile: path.join(dataDir, "risk-signal.key"),
    recording: flag(env, "RISK_RECORDING", true),
  };
};

const bankDataConfig = (env: Env, databaseUrl: string | null, dataDir: string): BankDataConfig => {
  const current = secret(env, "BANK_DATA_KEY");
  if (current !== null && parseKey(current) === null)
    throw new ConfigError("BANK_DATA_KEY", "must be 32 bytes written in base64 or hex (openssl rand -base64 32)");
  const previous = (env["BANK_DATA_PREVIOUS_KEYS"] ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "");
  if (previous.some((key) => parseKey(key) === null))
    throw new ConfigError("BANK_DATA_PREVIOUS_KEYS", "must be keys of 32 bytes in base64 or hex, separated by commas");
  if (current === null && previous.length > 0)
    throw new ConfigError("BANK_DATA_PREVIOUS_KEYS", "needs BANK_DATA_KEY, the key that seals from now on");
  // Only the embedded demo may keep its key beside the data; a shared database needs one key for
  // every instance, given to each by the operator.
  if (current === null && databaseUrl !== null)
    throw new ConfigError("BANK_DATA_KEY", "is required with DATABASE_URL (make one with: openssl rand -base64 32)");
  return { keys: current === null ? null : [current, ...previous], keyFile: path.join(dataDir, "bank-data.key") };
};

// Only a PostgreSQL server has standbys: the embedded database cannot stream to one.
const replicaConfig = (env: Env, databaseUrl: string | null): ReplicaConfig | null => {
  const replicaUrl = url(env, "DATABASE_REPLICA_URL", null, ["postgres:", "postgresql:"]);
  const maxLagMs = integer(env, "DATABASE_REPLICA_MAX_LAG_MS", 5000, 100, 600_000);
  if (replicaUrl === null) return null;
  if (databaseUrl === null)
    throw new ConfigError(
      "DATABASE_REPLICA_URL",
      "needs DATABASE_URL: the embedded database has no replicas (unset DATABASE_REPLICA_URL or set DATABASE_URL)",
    );
  return { url: replicaUrl, maxLagMs };
};

// What pain.001 allows: a name of at most 140 characters, an account id of at most 34 and a
// BIC of 8 or 11; checked at boot so a file is never refused by the bank for a typo here.
const payerConfig = (env: Env): PayerConfig => {
  const value = (name: string) => env[name]?.trim() || null;
  const name = value("PAYER_NAME");
  const account = value("PAYER_ACCOUNT")?.replace(/[\s-]/g, "") ?? null;
  const bic = value("PAYER_BIC")?.toUpperCase() ?? null;
  if (name !== null && name.length > 140) throw new ConfigError("PAYER_NAME", "must be at most 140 characters");
  if (account !== null && !/^[A-Za-z0-9]{5,34}$/.test(account))
    throw new ConfigError("PAYER_ACCOUNT", "must be the paying account's number (5 to 34 letters and digits)");
  if (bic !== null && !/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic))
    throw new ConfigError(
      "PAYER_BIC",
      `must be a SWIFT/BIC code of 8 or 11 characters, such as MBBEMYKL (got "${bic}")`,
    );
  return { name, account, bic };
};

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export const loadConfig = (env: Env = process.env, cwd: string = process.cwd()): Config => {
  const port = integer(env, "PORT", 5000, 0, 65535);
  const dataDir = path.resolve(cwd, env["DATA_DIR"] || "data");
  const logLevel = (env["LOG_LEVEL"] || "info") as Config["logLevel"];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")}`);
  const databaseUrl = url(env, "DATABASE_URL", null, ["postgres:", "postgresql:"]);
  const config: Config = {
    port,
    databaseUrl,
    dataDir,
    uploadsDir: path.resolve(cwd, env["UPLOADS_DIR"] || path.join(dataDir, "uploads")),
    publicUrl: url(env, "PUBLIC_URL", `http://localhost:${port}`, ["http:", "https:"]) ?? `http://localhost:${port}`,
    demo: flag(env, "JEMPUT_DEMO", true),
    logLevel,
    dbPoolSize: integer(env, "DB_POOL_SIZE", 10, 1, 200),
    replica: replicaConfig(env, databaseUrl),
    trustProxy: flag(env, "TRUST_PROXY", false),
    publicAppUrl: url(env, "PUBLIC_APP_URL", null, ["http:", "https:"]),
    brevoApiKey: secret(env, "BREVO_API_KEY"),
    brevoApiUrl:
      url(env, "BREVO_API_URL", "https://api.brevo.com/v3", ["http:", "https:"]) ?? "https://api.brevo.com/v3",
    brevoListId: env["BREVO_LIST_ID"] ? integer(env, "BREVO_LIST_ID", 0, 1, 2_147_483_647) : null,
    mailFrom: sender(env, "MAIL_FROM", { name: "Jemput", email: "noreply@jemput.my" }),
    bankData: bankDataConfig(env, databaseUrl, dataDir),
    risk: riskConfig(env, databaseUrl, dataDir),
    metricsToken: secret(env, "METRICS_TOKEN"),
    payer: payerConfig(env),
  };
  // A token anyone could guess would open the metrics to anyone.
  if (config.metricsToken !== null && config.metricsToken.length < 24)
    throw new ConfigError("METRICS_TOKEN", "must be at least 24 characters (make one with: openssl rand -hex 24)");
  // Opened on localhost or a preview host, the app would otherwise hand out invite links to that
  // machine, which nobody invited can open. Only the embedded demo, one person trying the app on
  // their own computer, may run without it (its admins are told on the Invite screen).
  if (databaseUrl !== null && config.publicAppUrl === null)
    throw new ConfigError(
      "PUBLIC_APP_URL",
      "is required with DATABASE_URL: the public address invite links point at, such as https://app.jemput.my",
    );
  return config;
};
