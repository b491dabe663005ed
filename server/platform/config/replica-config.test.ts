import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const CWD = "/srv/jemput";
const SERVER = {
  DATABASE_URL: "postgresql://app@db.internal:5432/jemput",
  PUBLIC_APP_URL: "https://app.jemput.my",
  BANK_DATA_KEY: Buffer.alloc(32, 1).toString("base64"),
  RISK_SIGNAL_KEY: Buffer.alloc(32, 2).toString("base64"),
};

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return [error.variable, error.message];
    throw error;
  }
  throw new Error("accepted");
};

describe("DATABASE_REPLICA_URL and DATABASE_REPLICA_MAX_LAG_MS", () => {
  it("has no replica unless one is given", () => {
    expect(loadConfig(SERVER, CWD).replica).toBeNull();
    expect(loadConfig({ ...SERVER, DATABASE_REPLICA_MAX_LAG_MS: "2000" }, CWD).replica).toBeNull();
  });

  it("takes the replica with a lag bound of five seconds unless told otherwise", () => {
    const url = "postgresql://reader@replica.internal:5432/jemput";
    expect(loadConfig({ ...SERVER, DATABASE_REPLICA_URL: url }, CWD).replica).toEqual({ url, maxLagMs: 5000 });
    expect(
      loadConfig({ ...SERVER, DATABASE_REPLICA_URL: url, DATABASE_REPLICA_MAX_LAG_MS: "1500" }, CWD).replica,
    ).toEqual({ url, maxLagMs: 1500 });
  });

  it("refuses a replica of the embedded database, saying why", () => {
    const [variable, message] = refusal({ DATABASE_REPLICA_URL: "postgresql://replica.internal/jemput" });
    expect(variable).toBe("DATABASE_REPLICA_URL");
    expect(message).toMatch(/needs DATABASE_URL: the embedded database has no replicas/);
  });

  it("refuses an address that is not PostgreSQL's and a bound that is not a number of milliseconds", () => {
    expect(refusal({ ...SERVER, DATABASE_REPLICA_URL: "https://replica.internal" })[0]).toBe("DATABASE_REPLICA_URL");
    for (const bound of ["5s", "50", "-1", "600001"])
      expect(
        refusal({
          ...SERVER,
          DATABASE_REPLICA_URL: "postgresql://replica.internal/jemput",
          DATABASE_REPLICA_MAX_LAG_MS: bound,
        })[0],
      ).toBe("DATABASE_REPLICA_MAX_LAG_MS");
  });
});
