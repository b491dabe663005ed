import path from "node:path";
import { Config as Settings, Effect } from "effect";
import type { BankDataConfig } from "../crypto/bank-vault.ts";
import { parseKey } from "../crypto/keyring.ts";
import {
  DEFAULT_SIGNAL_RETENTION_DAYS,
  DEFAULT_THRESHOLDS,
  type RiskThresholds,
} from "../../../domain/risk/thresholds.ts";
import type { EvidenceSource } from "../../../domain/evidence.ts";
import { checked, flag, integer, refusal, secret, url } from "./settings.ts";

// The settings that come in groups, each checked as a whole once its parts are read: the fraud
// rules, the bank data keys, the read replica and the payer of the ISO 20022 payment file. A
// group that depends on DATABASE_URL or DATA_DIR is given them by config.ts.

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

/** Each part optional: without all three, the ISO 20022 payment file is refused naming those missing. */
export interface PayerConfig {
  readonly name: string | null;
  readonly account: string | null;
  readonly bic: string | null;
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
  mismatchMin: [1, 1000],
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

export const riskConfig = (databaseUrl: string | null, dataDir: string): Settings.Config<RiskConfig> =>
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

export const bankDataConfig = (databaseUrl: string | null, dataDir: string): Settings.Config<BankDataConfig> =>
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
export const replicaConfig = (databaseUrl: string | null): Settings.Config<ReplicaConfig | null> =>
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
export const payerConfig: Settings.Config<PayerConfig> = Settings.all({
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

/** Where a post's evidence comes from: the platforms' public oEmbed endpoints (decision 52). */
export interface SocialConfig {
  /** SOCIAL_EVIDENCE=off: no platform is asked; every post's evidence says so (unverifiable). */
  readonly evidence: boolean;
  readonly youtubeOembedUrl: string;
  readonly tiktokOembedUrl: string;
  readonly xOembedUrl: string;
  /** Meta's oEmbed base (Instagram and Facebook); asked only with META_APP_TOKEN. */
  readonly metaOembedUrl: string;
  readonly metaAppToken: string | null;
  /** Calls a minute to each source, shared by every instance (SOCIAL_<SOURCE>_PER_MINUTE). */
  readonly perMinute: Readonly<Record<EvidenceSource, number>>;
  /** Hours a platform's answer about a link is reused instead of asking again; 0 asks every time. */
  readonly cacheHours: number;
}

// Meta publishes 5 million oEmbed calls a day for an app token (about 3,470 a minute), X says
// its oEmbed is not rate limited, YouTube and TikTok publish nothing: one a second for those
// three and ten a second for Meta, far below anything seen refused (decision 52).
const PER_MINUTE: Readonly<Record<EvidenceSource, number>> = { youtube: 60, tiktok: 60, x: 60, meta: 600 };

export const socialConfig: Settings.Config<SocialConfig> = Settings.all({
  evidence: flag("SOCIAL_EVIDENCE", true),
  youtubeOembedUrl: url("SOCIAL_YOUTUBE_OEMBED_URL", "https://www.youtube.com/oembed", ["http:", "https:"]),
  tiktokOembedUrl: url("SOCIAL_TIKTOK_OEMBED_URL", "https://www.tiktok.com/oembed", ["http:", "https:"]),
  xOembedUrl: url("SOCIAL_X_OEMBED_URL", "https://publish.twitter.com/oembed", ["http:", "https:"]),
  metaOembedUrl: url("SOCIAL_META_OEMBED_URL", "https://graph.facebook.com/v21.0", ["http:", "https:"]),
  metaAppToken: secret("META_APP_TOKEN"),
  perMinute: Settings.all({
    youtube: integer("SOCIAL_YOUTUBE_PER_MINUTE", PER_MINUTE.youtube, 1, 100_000),
    tiktok: integer("SOCIAL_TIKTOK_PER_MINUTE", PER_MINUTE.tiktok, 1, 100_000),
    x: integer("SOCIAL_X_PER_MINUTE", PER_MINUTE.x, 1, 100_000),
    meta: integer("SOCIAL_META_PER_MINUTE", PER_MINUTE.meta, 1, 100_000),
  }),
  cacheHours: integer("SOCIAL_CACHE_HOURS", 24, 0, 720),
});

/** One platform's sign-in (decision 55): the app's credentials there and where its endpoints are. */
export interface OAuthProviderConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  /** Where the signed-in account's own handle is read with the token. */
  readonly identityUrl: string;
}

/** The platforms a member may connect their account on; one without credentials is not offered. */
export interface OAuthConfig {
  readonly youtube: OAuthProviderConfig | null;
  readonly tiktok: OAuthProviderConfig | null;
  readonly twitter: OAuthProviderConfig | null;
  readonly instagram: OAuthProviderConfig | null;
}

// Kept exactly as written: some platforms' endpoints end in a slash they insist on.
const endpoint = (name: string, fallback: string) =>
  checked(name, (raw) => {
    const parsed = URL.parse(raw.trim());
    return parsed !== null && ["http:", "https:"].includes(parsed.protocol)
      ? { value: raw.trim() }
      : "must be an http or https URL";
  }).pipe(Settings.withDefault(fallback));

const provider = (
  prefix: string,
  id: "CLIENT_ID" | "CLIENT_KEY",
  urls: { readonly authorize: string; readonly token: string; readonly identity: string },
): Settings.Config<OAuthProviderConfig | null> => {
  const [idName, secretName] = [`OAUTH_${prefix}_${id}`, `OAUTH_${prefix}_CLIENT_SECRET`];
  return Settings.all({
    clientId: secret(idName),
    clientSecret: secret(secretName),
    authorizeUrl: endpoint(`OAUTH_${prefix}_AUTHORIZE_URL`, urls.authorize),
    tokenUrl: endpoint(`OAUTH_${prefix}_TOKEN_URL`, urls.token),
    identityUrl: endpoint(`OAUTH_${prefix}_IDENTITY_URL`, urls.identity),
  }).pipe(
    Settings.mapEffect(({ clientId, clientSecret, ...endpoints }) => {
      if (clientId === null && clientSecret === null) return Effect.succeed(null);
      if (clientId === null) return Effect.fail(refusal(idName, `is required with ${secretName}`));
      if (clientSecret === null) return Effect.fail(refusal(secretName, `is required with ${idName}`));
      return Effect.succeed({ clientId, clientSecret, ...endpoints });
    }),
  );
};

export const oauthConfig: Settings.Config<OAuthConfig> = Settings.all({
  youtube: provider("GOOGLE", "CLIENT_ID", {
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    identity: "https://www.googleapis.com/youtube/v3/channels",
  }),
  tiktok: provider("TIKTOK", "CLIENT_KEY", {
    authorize: "https://www.tiktok.com/v2/auth/authorize/",
    token: "https://open.tiktokapis.com/v2/oauth/token/",
    identity: "https://open.tiktokapis.com/v2/user/info/",
  }),
  twitter: provider("X", "CLIENT_ID", {
    authorize: "https://x.com/i/oauth2/authorize",
    token: "https://api.x.com/2/oauth2/token",
    identity: "https://api.x.com/2/users/me",
  }),
  instagram: provider("INSTAGRAM", "CLIENT_ID", {
    authorize: "https://www.instagram.com/oauth/authorize",
    token: "https://api.instagram.com/oauth/access_token",
    identity: "https://graph.instagram.com/me",
  }),
});
