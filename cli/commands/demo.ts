import { loadConfig } from "../../server/platform/config/config.ts";
import { demoLoginsFile, formatDemoLogins, readDemoLogins } from "../../tools/demo/logins.ts";
import { CliFailure, type CliIo } from "../context.ts";

// The demo's logins again, read from the file the first start wrote beside the embedded database
// (decision 23). It never opens the database: the embedded one admits one process at a time, and
// this is asked while `npm start` runs.
export const demoLoginsCommand = (io: CliIo): void => {
  // Checked before the configuration, which with DATABASE_URL would first ask for other settings.
  if (io.env["DATABASE_URL"])
    throw new CliFailure(
      "There is no demo on a DATABASE_URL database: only the embedded database (`npm start` without " +
        "DATABASE_URL) is given one. Members of this database sign in with their own passwords.",
    );
  const config = loadConfig(io.env);
  const logins = readDemoLogins(config.dataDir);
  if (!logins)
    throw new CliFailure(
      `No demo logins in ${demoLoginsFile(config.dataDir)}: the demo is made by the first \`npm start\` ` +
        "on a new embedded database (unless JEMPUT_DEMO=0). Is DATA_DIR the one the server uses?",
    );
  io.out(formatDemoLogins(logins, config.publicUrl));
};
