import path from "node:path";
import { Config as Settings, ConfigProvider, Effect, Exit } from "effect";
import type { BankDataConfig } from "../crypto/bank-vault.ts";
import { parseKey } from "../crypto/keyring.ts";
import {
  DEFAULT_SIGNAL_RETENTION_DAYS,
  DEFAULT_THRESHOLDS,
  type RiskThresholds,
} from "../../../domain/risk/thresholds.ts";

import {
  checked,
  firstRefusal,
  flag,
  integer,
  refusal,
  secret,
  sender,
  text,
  url,
  type MailSender,
} from "./settings.ts";

// Every setting comes from the environment and is checked once at boot: a bad value stops the
// start with a message naming the variable, rather than failing later in a request. The settings
// are described with Effect's Config (settings.ts has the kinds) and read from the environment
// by its ConfigProvider.
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

export type { MailSender };

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, reason: string) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.variable = variable;
  }
}

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

const thresholds = Settings.all(
  Object.fromEntries(
    Object.entries(THRESHOLD_LIMITS).map(([key, [min, max]]) => [
      key,
      integer(envName(key), DEFAULT_THRESHOLDS[key as keyof RiskThresholds], min, max),
    ]),
  ) as unknown as { readonly [K in keyof RiskThresholds]: Settings.Config<number> },
);

const riskConfig = (databaseUrl: string | null, dataDir: string): Settings.Config<RiskConfig> =>
  Settings.all({
    thresholds,
    signalKey: secret("RISK_SIGNAL_KEY"),
    retentionDays: integer("RISK_SIGNAL_RETENTION_DAYS", DEFAULT_SIGNAL_RETENTION_DAYS, 1, 90),
    recording: flag("RISK_RECORDING", true),
  }).pipe(
    Settings.mapEffect(({ thresholds, signalKey, retentionDays, recording }) => {
      if (signalKey !== null && signalKey.length < 32)
        return Effect.fail(refusal("RISK_SIGNAL_KEY", "must be at least 32 characters"));
      // As with the bank data key: every instance of a shared database needs the same key, and
      // the key must not sit beside the data it protects.
      if (signalKey === null && databaseUrl !== null)
        return Effect.fail(
          refusal(
            "RISK_SIGNAL_KEY",
            "is required with DATABASE_URL (make one with: npm run cli -- keys generate), and kept apart from the backups",
          ),
        );
      return Effect.succeed({
        thresholds,
        retentionDays,
        signalKey,
        signalKeyFile: path.join(dataDir, "risk-signal.key"),
        recording,
      });
    }),
  );

const bankDataConfig = (databaseUrl: string | null, dataDir: string): Settings.Config<BankDataConfig> =>
  Settings.all({
    current: secret("BANK_DATA_KEY").pipe(
      Settings.mapEffect((key) =>
        key !== null && parseKey(key) === null
          ? Effect.fail(refusal("BANK_DATA_KEY", "must be 32 bytes written in base64 or hex (openssl rand -base64 32)"))
          : Effect.succeed(key),
      ),
    ),
    previous: checked("BANK_DATA_PREVIOUS_KEYS", (raw) => {
      const keys = raw
        .split(",")
        .map((key) => key.trim())
        .filter((key) => key !== "");
      return keys.some((key) => parseKey(key) === null)
        ? "must be keys of 32 bytes in base64 or hex, separated by commas"
        : { value: keys };
    }).pipe(Settings.withDefault([])),
  }).pipe(
    Settings.mapEffect(({ current, previous }) => {
      if (current === null && previous.length > 0)
        return Effect.fail(refusal("BANK_DATA_PREVIOUS_KEYS", "needs BANK_DATA_KEY, the key that seals from now on"));
      // Only the embedded demo may keep its key beside the data; a shared database needs one key
      // for every instance, given to each by the operator.
      if (current === null && databaseUrl !== null)
        return Effect.fail(
          refusal("BANK_DATA_KEY", "is required with DATABASE_URL (make one with: openssl rand -base64 32)"),
        );
      return Effect.succeed({
        keys: current === null ? null : [current, ...previous],
        keyFile: path.join(dataDir, "bank-data.key"),
      });
    }),
  );

// Only a PostgreSQL server has standbys: the embedded database cannot stream to one.
const replicaConfig = (databaseUrl: string | null): Settings.Config<ReplicaConfig | null> =>
  Settings.all({
    url: url("DATABASE_REPLICA_URL", null, ["postgres:", "postgresql:"]),
    maxLagMs: integer("DATABASE_REPLICA_MAX_LAG_MS", 5000, 100, 600_000),
  }).pipe(
    Settings.mapEffect(({ url, maxLagMs }) =>
      url !== null && databaseUrl === null
        ? Effect.fail(
            refusal(
              "DATABASE_REPLICA_URL",
              "needs DATABASE_URL: the embedded database has no replicas (unset DATABASE_REPLICA_URL or set DATABASE_URL)",
            ),
          )
        : Effect.succeed(url === null ? null : { url, maxLagMs }),
    ),
  );

// What pain.001 allows: a name of at most 140 characters, an account id of at most 34 and a
// BIC of 8 or 11; checked at boot so a file is never refused by the bank for a typo here.
const payerConfig: Settings.Config<PayerConfig> = Settings.all({
  name: checked("PAYER_NAME", (raw) => {
    const name = raw.trim() || null;
    return name !== null && name.length > 140 ? "must be at most 140 characters" : { value: name };
  }).pipe(Settings.withDefault(null)),
  account: checked("PAYER_ACCOUNT", (raw) => {
    const account = raw.trim() ? raw.trim().replace(/[\s-]/g, "") : null;
    return account !== null && !/^[A-Za-z0-9]{5,34}$/.test(account)
      ? "must be the paying account's number (5 to 34 letters and digits)"
      : { value: account };
  }).pipe(Settings.withDefault(null)),
  bic: checked("PAYER_BIC", (raw) => {
    const bic = raw.trim().toUpperCase() || null;
    return bic !== null && !/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic)
      ? `must be a SWIFT/BIC code of 8 or 11 characters, such as MBBEMYKL (got "${bic}")`
      : { value: bic };
  }).pipe(Settings.withDefault(null)),
});

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const BREVO_API_URL = "https://api.brevo.com/v3";

/** Every setting, with paths resolved against `cwd`; cross-checks after the values they join. */
export const appConfig = (cwd: string): Settings.Config<Config> =>
  Settings.all({
    port: integer("PORT", 5000, 0, 65535),
    dataDir: text("DATA_DIR", "data").pipe(Settings.map((dir) => path.resolve(cwd, dir))),
    logLevel: checked("LOG_LEVEL", (raw) =>
      (LOG_LEVELS as ReadonlyArray<string>).includes(raw)
        ? { value: raw as Config["logLevel"] }
        : `must be one of ${LOG_LEVELS.join(", ")}`,
    ).pipe(Settings.withDefault("info" as const)),
    databaseUrl: url("DATABASE_URL", null, ["postgres:", "postgresql:"]),
  }).pipe(
    Settings.flatMap(({ port, dataDir, logLevel, databaseUrl }) =>
      Settings.all({
        port: Settings.succeed(port),
        databaseUrl: Settings.succeed(databaseUrl),
        dataDir: Settings.succeed(dataDir),
        uploadsDir: text("UPLOADS_DIR", path.join(dataDir, "uploads")).pipe(
          Settings.map((dir) => path.resolve(cwd, dir)),
        ),
        publicUrl: url("PUBLIC_URL", `http://localhost:${port}`, ["http:", "https:"]),
        demo: flag("JEMPUT_DEMO", true),
        logLevel: Settings.succeed(logLevel),
        dbPoolSize: integer("DB_POOL_SIZE", 10, 1, 200),
        replica: replicaConfig(databaseUrl),
        trustProxy: flag("TRUST_PROXY", false),
        publicAppUrl: url("PUBLIC_APP_URL", null, ["http:", "https:"]),
        brevoApiKey: secret("BREVO_API_KEY"),
        brevoApiUrl: url("BREVO_API_URL", BREVO_API_URL, ["http:", "https:"]),
        brevoListId: integer("BREVO_LIST_ID", null, 1, 2_147_483_647),
        mailFrom: sender("MAIL_FROM", { name: "Jemput", email: "noreply@jemput.my" }),
        bankData: bankDataConfig(databaseUrl, dataDir),
        risk: riskConfig(databaseUrl, dataDir),
        metricsToken: secret("METRICS_TOKEN"),
        payer: payerConfig,
      }),
    ),
    Settings.mapEffect((config) => {
      // A token anyone could guess would open the metrics to anyone.
      if (config.metricsToken !== null && config.metricsToken.length < 24)
        return Effect.fail(
          refusal("METRICS_TOKEN", "must be at least 24 characters (make one with: openssl rand -hex 24)"),
        );
      // Opened on localhost or a preview host, the app would otherwise hand out invite links to
      // that machine, which nobody invited can open. Only the embedded demo, one person trying the
      // app on their own computer, may run without it (its admins are told on the Invite screen).
      if (config.databaseUrl !== null && config.publicAppUrl === null)
        return Effect.fail(
          refusal(
            "PUBLIC_APP_URL",
            "is required with DATABASE_URL: the public address invite links point at, such as https://app.jemput.my",
          ),
        );
      return Effect.succeed(config);
    }),
  );

/** The settings in `env`, or a ConfigError naming the first variable refused. */
export const loadConfig = (
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): Config => {
  const exit = Effect.runSyncExit(appConfig(cwd).parse(ConfigProvider.fromEnvRecord(env)));
  if (Exit.isSuccess(exit)) return exit.value;
  const error = exit.cause.reasons.find((reason) => reason._tag === "Fail")?.error;
  if (!(error instanceof Settings.ConfigError))
    throw new Error("reading the configuration failed", { cause: exit.cause });
  const { variable, reason } = firstRefusal(error);
  throw new ConfigError(variable, reason);
};
