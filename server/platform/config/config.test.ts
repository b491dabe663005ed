import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const CWD = "/srv/jemput";

const configError = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

const KEY_A = Buffer.alloc(32, 1).toString("base64");
const KEY_B = "ab".repeat(32);

describe("loadConfig", () => {
  it("starts on port 5000 with the demo on and the embedded database when nothing is set", () => {
    const config = loadConfig({}, CWD);
    expect(config).toMatchObject({
      port: 5000,
      databaseUrl: null,
      demo: true,
      logLevel: "info",
      dataDir: path.join(CWD, "data"),
      uploadsDir: path.join(CWD, "data", "uploads"),
      publicUrl: "http://localhost:5000",
      dbPoolSize: 10,
      trustProxy: null,
      host: null,
      publicAppUrl: null,
      brevoApiKey: null,
      brevoApiUrl: "https://api.brevo.com/v3",
      brevoListId: null,
      mailFrom: { name: "Jemput", email: "noreply@jemput.my" },
    });
  });

  it("reads every variable it is given", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        DATABASE_URL: "postgresql://app@db.internal:5432/jemput",
        DATA_DIR: "var",
        JEMPUT_DEMO: "off",
        LOG_LEVEL: "silent",
        PUBLIC_URL: "https://jemput.my/",
        DB_POOL_SIZE: "25",
        DATABASE_REPLICA_URL: "postgresql://reader@replica.internal:5432/jemput",
        DATABASE_REPLICA_MAX_LAG_MS: "2000",
        TRUST_PROXY: "yes",
        PUBLIC_APP_URL: "https://app.jemput.my/",
        BREVO_API_KEY: " xkeysib-0123abcd ",
        BREVO_API_URL: "http://127.0.0.1:9000/v3/",
        BREVO_LIST_ID: "7",
        MAIL_FROM: '"Jemput Malaysia" <hello@jemput.my>',
        RISK_FARM_DEVICE_MIN: "4",
        RISK_FARM_NETWORK_MIN: "20",
        RISK_FARM_WINDOW_HOURS: "48",
        RISK_REJECTION_MIN_DECIDED: "8",
        RISK_REJECTION_FACTOR: "4",
        RISK_REJECTION_MIN_PERCENT: "70",
        RISK_BURST_MIN: "15",
        RISK_BURST_FACTOR: "6",
        RISK_BURST_WINDOW_HOURS: "12",
        RISK_BURST_BASELINE_DAYS: "60",
        RISK_MISMATCH_MIN: "5",
        RISK_SIGNAL_RETENTION_DAYS: "30",
        RISK_SIGNAL_KEY: "k".repeat(40),
        RISK_RECORDING: "0",
        BANK_DATA_KEY: KEY_A,
        BANK_DATA_PREVIOUS_KEYS: ` ${KEY_B} ,`,
        METRICS_TOKEN: " m".padEnd(30, "x"),
        PAYER_NAME: " Jemput Sdn Bhd ",
        PAYER_ACCOUNT: "5140-1234-5678",
        PAYER_BIC: "mbbemykl",
        POST_HOLDING_DAYS: "14",
        AUTO_APPROVE_MATCHES: "verified",
        OAUTH_X_CLIENT_ID: " x-client ",
        OAUTH_X_CLIENT_SECRET: "x-secret",
        OAUTH_TIKTOK_CLIENT_KEY: "tiktok-key",
        OAUTH_TIKTOK_CLIENT_SECRET: "tiktok-secret",
        OAUTH_TIKTOK_TOKEN_URL: "http://127.0.0.1:9100/v2/oauth/token/",
        SOCIAL_EVIDENCE: "off",
        SOCIAL_YOUTUBE_OEMBED_URL: "http://127.0.0.1:9001/youtube/oembed/",
        SOCIAL_TIKTOK_OEMBED_URL: "http://127.0.0.1:9001/tiktok/oembed",
        SOCIAL_X_OEMBED_URL: "http://127.0.0.1:9001/x/oembed",
        SOCIAL_META_OEMBED_URL: "http://127.0.0.1:9001/meta/v21.0",
        META_APP_TOKEN: " 123|abc ",
        SOCIAL_YOUTUBE_PER_MINUTE: "120",
        SOCIAL_TIKTOK_PER_MINUTE: "30",
        SOCIAL_X_PER_MINUTE: "90",
        SOCIAL_META_PER_MINUTE: "1200",
        SOCIAL_CACHE_HOURS: "0",
        PAYOUT_MINIMUM: "25.50",
        PAYOUT_DAY: "15",
        WITHHOLDING_107D: "on",
      },
      CWD,
    );
    expect(config).toEqual({
      port: 8080,
      databaseUrl: "postgresql://app@db.internal:5432/jemput",
      dataDir: path.join(CWD, "var"),
      uploadsDir: path.join(CWD, "var", "uploads"),
      publicUrl: "https://jemput.my",
      demo: false,
      logLevel: "silent",
      dbPoolSize: 25,
      replica: { url: "postgresql://reader@replica.internal:5432/jemput", maxLagMs: 2000 },
      trustProxy: ["loopback"],
      host: "127.0.0.1",
      publicAppUrl: "https://app.jemput.my",
      brevoApiKey: "xkeysib-0123abcd",
      brevoApiUrl: "http://127.0.0.1:9000/v3",
      brevoListId: 7,
      mailFrom: { name: "Jemput Malaysia", email: "hello@jemput.my" },
      risk: {
        thresholds: {
          farmDeviceMin: 4,
          farmNetworkMin: 20,
          farmWindowHours: 48,
          rejectionMinDecided: 8,
          rejectionFactor: 4,
          rejectionMinPercent: 70,
          burstMin: 15,
          burstFactor: 6,
          burstWindowHours: 12,
          burstBaselineDays: 60,
          mismatchMin: 5,
        },
        retentionDays: 30,
        signalKey: "k".repeat(40),
        signalKeyFile: path.join(CWD, "var", "risk-signal.key"),
        recording: false,
      },
      bankData: { keys: [KEY_A, KEY_B], keyFile: path.join(CWD, "var", "bank-data.key") },
      // E-invoicing off: nothing of it is required (its settings: einvoice.test.ts).
      einvoice: {
        on: false,
        company: { name: null, ssm: null, tin: null, address: null, msic: null, phone: null, email: null },
        myInvois: null,
        portalUrl: "https://myinvois.hasil.gov.my",
      },
      metricsToken: "m".padEnd(29, "x"),
      payer: { name: "Jemput Sdn Bhd", account: "514012345678", bic: "MBBEMYKL" },
      social: {
        evidence: false,
        youtubeOembedUrl: "http://127.0.0.1:9001/youtube/oembed",
        tiktokOembedUrl: "http://127.0.0.1:9001/tiktok/oembed",
        xOembedUrl: "http://127.0.0.1:9001/x/oembed",
        metaOembedUrl: "http://127.0.0.1:9001/meta/v21.0",
        metaAppToken: "123|abc",
        perMinute: { youtube: 120, tiktok: 30, x: 90, meta: 1200 },
        cacheHours: 0,
      },
      postHoldingDays: 14,
      autoApproveMatches: "verified",
      oauth: {
        youtube: null,
        // An endpoint is kept as written: TikTok's end in a slash.
        tiktok: {
          clientId: "tiktok-key",
          clientSecret: "tiktok-secret",
          authorizeUrl: "https://www.tiktok.com/v2/auth/authorize/",
          tokenUrl: "http://127.0.0.1:9100/v2/oauth/token/",
          identityUrl: "https://open.tiktokapis.com/v2/user/info/",
        },
        twitter: {
          clientId: "x-client",
          clientSecret: "x-secret",
          authorizeUrl: "https://x.com/i/oauth2/authorize",
          tokenUrl: "https://api.x.com/2/oauth2/token",
          identityUrl: "https://api.x.com/2/users/me",
        },
        instagram: null,
      },
      payoutRules: { minimumSen: 2_550, payDay: 15, withholding107D: true },
    });
  });

  it("holds an approval's pay a week unless told otherwise, from none to 90 days", () => {
    expect(loadConfig({}, CWD).postHoldingDays).toBe(7);
    expect(loadConfig({ POST_HOLDING_DAYS: "0" }, CWD).postHoldingDays).toBe(0);
    for (const days of ["91", "-1", "7.5", "a week"])
      expect(() => loadConfig({ POST_HOLDING_DAYS: days }, CWD)).toThrow(
        "Invalid configuration: POST_HOLDING_DAYS must be a whole number from 0 to 90",
      );
  });

  it("approves nothing by itself unless told which handles count (decision 54)", () => {
    expect(loadConfig({}, CWD).autoApproveMatches).toBe("off");
    expect(loadConfig({ AUTO_APPROVE_MATCHES: "verified" }, CWD).autoApproveMatches).toBe("verified");
    expect(loadConfig({ AUTO_APPROVE_MATCHES: "claimed" }, CWD).autoApproveMatches).toBe("claimed");
    expect(() => loadConfig({ AUTO_APPROVE_MATCHES: "on" }, CWD)).toThrow(
      "Invalid configuration: AUTO_APPROVE_MATCHES must be one of off, verified, claimed",
    );
  });

  it("offers a platform's sign-in only with both its client id and secret, never echoing the secret", () => {
    expect(loadConfig({}, CWD).oauth).toEqual({ youtube: null, tiktok: null, twitter: null, instagram: null });
    const noSecret = configError({ OAUTH_GOOGLE_CLIENT_ID: "google-client" });
    expect(noSecret.message).toBe(
      "Invalid configuration: OAUTH_GOOGLE_CLIENT_SECRET is required with OAUTH_GOOGLE_CLIENT_ID",
    );
    const noId = configError({ OAUTH_INSTAGRAM_CLIENT_SECRET: "very-secret-value" });
    expect(noId.variable).toBe("OAUTH_INSTAGRAM_CLIENT_ID");
    expect(noId.message).not.toContain("very-secret-value");
    expect(configError({ OAUTH_X_IDENTITY_URL: "api.x.com/2/users/me" }).variable).toBe("OAUTH_X_IDENTITY_URL");
  });

  it("asks each platform at most as often as set, 60 a minute unless Meta's (600)", () => {
    expect(loadConfig({}, CWD).social).toMatchObject({
      evidence: true,
      perMinute: { youtube: 60, tiktok: 60, x: 60, meta: 600 },
      cacheHours: 24,
      metaAppToken: null,
    });
    expect(() => loadConfig({ SOCIAL_TIKTOK_PER_MINUTE: "0" }, CWD)).toThrow(
      "Invalid configuration: SOCIAL_TIKTOK_PER_MINUTE must be a whole number from 1 to 100000",
    );
  });

  it("keeps fraud signals at most 90 days and wants a long signal key", () => {
    expect(loadConfig({}, CWD).risk).toMatchObject({
      retentionDays: 90,
      signalKey: null,
      signalKeyFile: path.join(CWD, "data", "risk-signal.key"),
      recording: true,
    });
    expect(() => loadConfig({ RISK_SIGNAL_RETENTION_DAYS: "91" }, CWD)).toThrow(
      "Invalid configuration: RISK_SIGNAL_RETENTION_DAYS must be a whole number from 1 to 90",
    );
    expect(() => loadConfig({ RISK_SIGNAL_KEY: "short" }, CWD)).toThrow(
      "Invalid configuration: RISK_SIGNAL_KEY must be at least 32 characters",
    );
    expect(() => loadConfig({ RISK_FARM_DEVICE_MIN: "1" }, CWD)).toThrow("RISK_FARM_DEVICE_MIN must be a whole number");
  });

  it("wants a bank data key with a shared database, and keeps the embedded one's in its data directory", () => {
    expect(configError({ DATABASE_URL: "postgres://db/jemput" }).variable).toBe("BANK_DATA_KEY");
    expect(loadConfig({}, CWD).bankData).toEqual({ keys: null, keyFile: path.join(CWD, "data", "bank-data.key") });
    for (const [env, variable] of [
      [{ BANK_DATA_KEY: "short" }, "BANK_DATA_KEY"],
      [{ BANK_DATA_KEY: "ab".repeat(31) }, "BANK_DATA_KEY"],
      [{ BANK_DATA_KEY: KEY_A, BANK_DATA_PREVIOUS_KEYS: "nope" }, "BANK_DATA_PREVIOUS_KEYS"],
      [{ BANK_DATA_PREVIOUS_KEYS: KEY_A }, "BANK_DATA_PREVIOUS_KEYS"],
    ] as const) {
      const error = configError(env);
      expect(error.variable, JSON.stringify(env)).toBe(variable);
      // A key is a secret: the message never repeats it.
      expect(error.message).not.toContain(KEY_A);
    }
  });

  it("wants a signal key with a shared database, never echoing it, and keeps the embedded one's in a file", () => {
    const error = configError({ DATABASE_URL: "postgres://db/jemput", BANK_DATA_KEY: KEY_A });
    expect(error.variable).toBe("RISK_SIGNAL_KEY");
    expect(error.message).toBe(
      "Invalid configuration: RISK_SIGNAL_KEY is required with DATABASE_URL (make one with: npm run cli -- keys generate), and kept apart from the backups",
    );
    const short = configError({
      DATABASE_URL: "postgres://db/jemput",
      BANK_DATA_KEY: KEY_A,
      RISK_SIGNAL_KEY: "x".repeat(31),
    });
    expect(short.variable).toBe("RISK_SIGNAL_KEY");
    expect(short.message).not.toContain("x".repeat(31));
    expect(loadConfig({ DATA_DIR: "/var/jemput" }, CWD).risk.signalKeyFile).toBe("/var/jemput/risk-signal.key");
  });

  it("wants the public app address with a shared database, and lets the embedded demo run without it", () => {
    const shared = { DATABASE_URL: "postgres://db/jemput", BANK_DATA_KEY: KEY_A, RISK_SIGNAL_KEY: KEY_B };
    const error = configError(shared);
    expect(error.variable).toBe("PUBLIC_APP_URL");
    expect(error.message).toBe(
      "Invalid configuration: PUBLIC_APP_URL is required with DATABASE_URL: the public address invite links point at, such as https://app.jemput.my",
    );
    expect(configError({ ...shared, PUBLIC_APP_URL: "" }).variable).toBe("PUBLIC_APP_URL");
    expect(configError({ ...shared, PUBLIC_APP_URL: "app.jemput.my" }).variable).toBe("PUBLIC_APP_URL");
    expect(loadConfig({ ...shared, PUBLIC_APP_URL: "https://app.jemput.my/" }, CWD).publicAppUrl).toBe(
      "https://app.jemput.my",
    );
    expect(loadConfig({}, CWD).publicAppUrl).toBeNull();
    expect(loadConfig({ PUBLIC_APP_URL: "https://app.jemput.my" }, CWD).publicAppUrl).toBe("https://app.jemput.my");
  });

  it("takes a bare sender address with the product's name", () => {
    expect(loadConfig({ MAIL_FROM: "mail@jemput.my" }, CWD).mailFrom).toEqual({
      name: "Jemput",
      email: "mail@jemput.my",
    });
    expect(loadConfig({ MAIL_FROM: "Pasukan Jemput <pasukan@jemput.my>" }, CWD).mailFrom).toEqual({
      name: "Pasukan Jemput",
      email: "pasukan@jemput.my",
    });
  });

  it("never repeats the API key in its message", () => {
    const error = configError({ BREVO_API_KEY: "xkeysib-secret value" });
    expect(error.variable).toBe("BREVO_API_KEY");
    expect(error.message).not.toContain("xkeysib");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", JEMPUT_DEMO: "", LOG_LEVEL: "" }, CWD)).toEqual(
      loadConfig({}, CWD),
    );
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["DATABASE_URL", "http://x"],
    ["DATABASE_URL", "not a url"],
    ["JEMPUT_DEMO", "maybe"],
    ["LOG_LEVEL", "loud"],
    ["PUBLIC_URL", "ftp://jemput.my"],
    ["DB_POOL_SIZE", "0"],
    ["TRUST_PROXY", "2"],
    ["TRUST_PROXY", "10.0.0.5, not-an-address"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["HOST", "every-interface"],
    ["BREVO_API_URL", "api.brevo.com/v3"],
    ["BREVO_LIST_ID", "0"],
    ["BREVO_LIST_ID", "list-7"],
    ["MAIL_FROM", "Jemput <not-an-address>"],
    ["MAIL_FROM", "noreply"],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    const error = configError({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message).toContain(name);
  });

  describe("TRUST_PROXY and HOST", () => {
    it("trusts the proxy on this machine for 1, and listens on loopback only then", () => {
      expect(loadConfig({ TRUST_PROXY: "1" }, CWD)).toMatchObject({ trustProxy: ["loopback"], host: "127.0.0.1" });
      expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }, CWD)).toMatchObject({ host: "127.0.0.1" });
    });

    it("takes a list of proxies and networks, and then listens on every interface", () => {
      expect(loadConfig({ TRUST_PROXY: " 10.0.0.5, 10.1.0.0/16 ,loopback,fd00::/8" }, CWD)).toMatchObject({
        trustProxy: ["10.0.0.5", "10.1.0.0/16", "loopback", "fd00::/8"],
        host: null,
      });
    });

    it("listens where HOST says, whatever the proxies", () => {
      expect(loadConfig({ TRUST_PROXY: "1", HOST: "0.0.0.0" }, CWD)).toMatchObject({ host: "0.0.0.0" });
      expect(loadConfig({ HOST: "::1" }, CWD)).toMatchObject({ trustProxy: null, host: "::1" });
    });
  });

  describe("secrets from files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-secrets-"));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("reads a secret from <NAME>_FILE without its final newline", () => {
      const file = path.join(dir, "metrics-token");
      fs.writeFileSync(file, "metrics-token-from-a-file-0123456789\n", { mode: 0o600 });
      expect(loadConfig({ METRICS_TOKEN_FILE: file }, CWD).metricsToken).toBe("metrics-token-from-a-file-0123456789");
      const relative = path.relative(CWD, file);
      expect(loadConfig({ METRICS_TOKEN_FILE: relative }, CWD).metricsToken).toBe(
        "metrics-token-from-a-file-0123456789",
      );
    });

    it("checks a value from a file as it checks one from the environment", () => {
      const file = path.join(dir, "short-token");
      fs.writeFileSync(file, "short");
      expect(configError({ METRICS_TOKEN_FILE: file }).variable).toBe("METRICS_TOKEN");
    });

    it("refuses a file that cannot be read, or a secret given both ways, naming the _FILE variable", () => {
      const missing = configError({ BANK_DATA_KEY_FILE: path.join(dir, "no-such-key") });
      expect(missing.variable).toBe("BANK_DATA_KEY_FILE");
      expect(missing.message).toContain("ENOENT");
      const file = path.join(dir, "token");
      fs.writeFileSync(file, "metrics-token-from-a-file-0123456789");
      const both = configError({ METRICS_TOKEN_FILE: file, METRICS_TOKEN: "metrics-token-in-the-environment-000" });
      expect(both.variable).toBe("METRICS_TOKEN_FILE");
      expect(both.message).not.toContain("metrics-token");
    });
  });
});
