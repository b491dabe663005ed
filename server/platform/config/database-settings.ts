import path from "node:path";
import { Config as Settings } from "effect";
import { readSettings } from "./config.ts";
import { text, url } from "./settings.ts";

// Where the database and the uploads are, and nothing else: what `jemput backup` needs, so a
// backup host runs it with DATABASE_URL (or DATABASE_URL_FILE) alone, never holding the bank
// data key or the app's public address (decision 66). Read and checked as loadConfig reads them.

export interface DatabaseSettings {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly uploadsDir: string;
}

const databaseConfig = (cwd: string): Settings.Config<DatabaseSettings> =>
  Settings.all({
    databaseUrl: url("DATABASE_URL", null, ["postgres:", "postgresql:"]),
    dataDir: text("DATA_DIR", "data").pipe(Settings.map((dir) => path.resolve(cwd, dir))),
  }).pipe(
    Settings.flatMap(({ databaseUrl, dataDir }) =>
      Settings.all({
        databaseUrl: Settings.succeed(databaseUrl),
        dataDir: Settings.succeed(dataDir),
        uploadsDir: text("UPLOADS_DIR", path.join(dataDir, "uploads")).pipe(
          Settings.map((dir) => path.resolve(cwd, dir)),
        ),
      }),
    ),
  );

export const loadDatabaseSettings = (
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): DatabaseSettings => readSettings(databaseConfig(cwd), env, cwd);
