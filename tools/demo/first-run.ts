import type { BeforeListening } from "../../server/app/serve.ts";
import type { StartOutput } from "../../server/app/start-output.ts";
import { seedDemoIfEmpty } from "./demo.ts";
import {
  demoLoginsFile,
  formatDemoLogins,
  readDemoLogins,
  saveDemoLogins,
  SHOW_AGAIN,
  type DemoLogins,
} from "./logins.ts";

// What `npm start` says about the demo, on every start: each demo login with its password (and
// the admin's setup code), as a block a person can read on a terminal and as one JSON log line
// elsewhere. These are the demo's own accounts on an embedded database that never holds a real
// one (a DATABASE_URL database is never given a demo), so the log may carry them (decision 65).
const loginsLine = (logins: DemoLogins, appUrl: string): string =>
  [
    `sign in at ${appUrl} as admin ${logins.adminEmail} or member ${logins.memberEmail}, password ${logins.password}`,
    ...(logins.setupCode && logins.setupCodeExpiresAt
      ? [`the admin's one-time setup code ${logins.setupCode} (until ${logins.setupCodeExpiresAt})`]
      : []),
    `\`${SHOW_AGAIN}\` prints them again`,
  ].join("; ");

export const announceDemoLogins = (
  output: StartOutput,
  { logins, file, appUrl, created }: { logins: DemoLogins; file: string; appUrl: string; created: boolean },
): void => {
  const said = created ? "Demo data created" : "Demo data from an earlier start";
  if (output.interactive) {
    output.write(`\n${said}.\n${formatDemoLogins(logins, appUrl)}`);
    return;
  }
  output.logger.info(
    { demo: { admin: logins.adminEmail, member: logins.memberEmail, loginsFile: file } },
    `${said}: ${loginsLine(logins, appUrl)}`,
  );
};

/** The demo on a new embedded database (unless JEMPUT_DEMO=0); a DATABASE_URL database never gets one. */
export const demoOnFirstStart: BeforeListening = async ({ runtime, config, output }) => {
  if (config.databaseUrl !== null || !config.demo) return;
  const demo = await runtime.runPromise(seedDemoIfEmpty());
  if (demo) {
    const file = saveDemoLogins(config.dataDir, demo);
    announceDemoLogins(output, { logins: demo, file, appUrl: config.publicUrl, created: true });
    return;
  }
  const kept = readDemoLogins(config.dataDir);
  if (kept)
    announceDemoLogins(output, {
      logins: kept,
      file: demoLoginsFile(config.dataDir),
      appUrl: config.publicUrl,
      created: false,
    });
};
