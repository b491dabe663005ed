import path from "node:path";

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
  readonly trustProxy: boolean;
  /** Where invite links point when the app is opened on localhost or a preview host. */
  readonly publicAppUrl: string | null;
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
  if (!/^\d+$/.test(raw) || !Number.isInteger(value) || value < min || value > max) throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
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

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export const loadConfig = (env: Env = process.env, cwd: string = process.cwd()): Config => {
  const port = integer(env, "PORT", 5000, 0, 65535);
  const dataDir = path.resolve(cwd, env["DATA_DIR"] || "data");
  const logLevel = (env["LOG_LEVEL"] || "info") as Config["logLevel"];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")}`);
  return {
    port,
    databaseUrl: url(env, "DATABASE_URL", null, ["postgres:", "postgresql:"]),
    dataDir,
    uploadsDir: path.resolve(cwd, env["UPLOADS_DIR"] || path.join(dataDir, "uploads")),
    publicUrl: url(env, "PUBLIC_URL", `http://localhost:${port}`, ["http:", "https:"]) ?? `http://localhost:${port}`,
    demo: flag(env, "JEMPUT_DEMO", true),
    logLevel,
    dbPoolSize: integer(env, "DB_POOL_SIZE", 10, 1, 200),
    trustProxy: flag(env, "TRUST_PROXY", false),
    publicAppUrl: url(env, "PUBLIC_APP_URL", null, ["http:", "https:"]),
  };
};
