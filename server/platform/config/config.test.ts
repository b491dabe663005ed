import path from "node:path";
import { describe, expect, it } from "vitest";
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
      trustProxy: false,
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
        TRUST_PROXY: "yes",
        PUBLIC_APP_URL: "https://app.jemput.my/",
        BREVO_API_KEY: " xkeysib-0123abcd ",
        BREVO_API_URL: "http://127.0.0.1:9000/v3/",
        BREVO_LIST_ID: "7",
        MAIL_FROM: '"Jemput Malaysia" <hello@jemput.my>',
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
      trustProxy: true,
      publicAppUrl: "https://app.jemput.my",
      brevoApiKey: "xkeysib-0123abcd",
      brevoApiUrl: "http://127.0.0.1:9000/v3",
      brevoListId: 7,
      mailFrom: { name: "Jemput Malaysia", email: "hello@jemput.my" },
    });
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
});
