import path from "node:path";
import { Config as Settings, ConfigProvider, Effect, Exit } from "effect";
import { AUTO_APPROVAL_MODES, type AutoApprovalMode } from "../../../domain/review-batch.ts";
import type { BankDataConfig } from "../crypto/bank-vault.ts";
import { einvoiceConfig, type EInvoiceConfig } from "./einvoice.ts";
import { hostConfig, trustProxyConfig } from "./network.ts";
import { readSecretFiles, SecretFileError } from "./secret-files.ts";
import { payoutRulesConfig, type PayoutRules } from "./payout-rules.ts";
import {
  bankDataConfig,
  oauthConfig,
  payerConfig,
  replicaConfig,
  riskConfig,
  socialConfig,
  type OAuthConfig,
  type OAuthProviderConfig,
  type PayerConfig,
  type ReplicaConfig,
  type RiskConfig,
  type SocialConfig,
} from "./sections.ts";
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
// are described with Effect's Config (settings.ts has the kinds, sections.ts the groups) and
// read from the environment by its ConfigProvider.
// The parts of a Config, for the code that is handed one of them.
export type {
  EInvoiceConfig,
  MailSender,
  OAuthConfig,
  OAuthProviderConfig,
  PayerConfig,
  ReplicaConfig,
  RiskConfig,
  SocialConfig,
};

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
  /** The proxies whose X-Forwarded-For is believed (Express's `trust proxy` list); null for none. */
  readonly trustProxy: ReadonlyArray<string> | null;
  /** The address to listen on; null for every interface. */
  readonly host: string | null;
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
  /** The platforms asked for a post's evidence (decision 52). */
  readonly social: SocialConfig;
  /** Days an approval's lines wait before a close may pay them: the post must stay up (decision 53). */
  readonly postHoldingDays: number;
  /** AUTO_APPROVE_MATCHES: pending posts whose evidence matches, of members no risk holds, approved by the app (decision 54). */
  readonly autoApproveMatches: AutoApprovalMode;
  /** The platforms a member may connect their account on, to prove their handle (decision 55). */
  readonly oauth: OAuthConfig;
  /** EINVOICE, the company's details and MyInvois (decision 58, docs/tax.md). */
  readonly einvoice: EInvoiceConfig;
  /** PAYOUT_MINIMUM, PAYOUT_DAY and WITHHOLDING_107D (decision 62). */
  readonly payoutRules: PayoutRules;
}

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, reason: string) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.variable = variable;
  }
}

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
    trustProxy: trustProxyConfig,
  }).pipe(
    Settings.flatMap(({ port, dataDir, logLevel, databaseUrl, trustProxy }) =>
      Settings.all({
        port: Settings.succeed(port),
        host: hostConfig(trustProxy),
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
        trustProxy: Settings.succeed(trustProxy),
        publicAppUrl: url("PUBLIC_APP_URL", null, ["http:", "https:"]),
        brevoApiKey: secret("BREVO_API_KEY"),
        brevoApiUrl: url("BREVO_API_URL", BREVO_API_URL, ["http:", "https:"]),
        brevoListId: integer("BREVO_LIST_ID", null, 1, 2_147_483_647),
        mailFrom: sender("MAIL_FROM", { name: "Jemput", email: "noreply@jemput.my" }),
        bankData: bankDataConfig(databaseUrl, dataDir),
        risk: riskConfig(databaseUrl, dataDir),
        metricsToken: secret("METRICS_TOKEN"),
        payer: payerConfig,
        social: socialConfig,
        postHoldingDays: integer("POST_HOLDING_DAYS", 7, 0, 90),
        autoApproveMatches: checked("AUTO_APPROVE_MATCHES", (raw) =>
          (AUTO_APPROVAL_MODES as ReadonlyArray<string>).includes(raw)
            ? { value: raw as AutoApprovalMode }
            : `must be one of ${AUTO_APPROVAL_MODES.join(", ")}`,
        ).pipe(Settings.withDefault("off" as const)),
        oauth: oauthConfig,
        einvoice: einvoiceConfig,
        payoutRules: payoutRulesConfig,
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

/**
 * `settings` read from `env` (secrets given as `<NAME>_FILE` read first), or a ConfigError naming
 * the first variable refused: the one reader of the environment, for every set of settings.
 */
export const readSettings = <A>(
  settings: Settings.Config<A>,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): A => {
  let withFiles: Readonly<Record<string, string | undefined>>;
  try {
    withFiles = readSecretFiles(env, cwd);
  } catch (error) {
    if (error instanceof SecretFileError) throw new ConfigError(error.variable, error.message);
    throw error;
  }
  const exit = Effect.runSyncExit(settings.parse(ConfigProvider.fromEnvRecord(withFiles)));
  if (Exit.isSuccess(exit)) return exit.value;
  const error = exit.cause.reasons.find((reason) => reason._tag === "Fail")?.error;
  if (!(error instanceof Settings.ConfigError))
    throw new Error("reading the configuration failed", { cause: exit.cause });
  const { variable, reason } = firstRefusal(error);
  throw new ConfigError(variable, reason);
};

/** The settings in `env`, or a ConfigError naming the first variable refused. */
export const loadConfig = (
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): Config => readSettings(appConfig(cwd), env, cwd);
