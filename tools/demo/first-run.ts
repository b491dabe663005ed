import type { BeforeListening } from "../../server/app/serve.ts";
import type { StartOutput } from "../../server/app/start-output.ts";
import { seedDemoIfEmpty } from "./demo.ts";
import { formatDemoLogins, readDemoLogins, saveDemoLogins, SHOW_AGAIN, type DemoLogins } from "./logins.ts";

// What `npm start` says about the demo. On a terminal the logins are a block a person can read;
// in a log there is no password, and `jemput demo logins` prints them on the machine that has
// them (decision 23).
export const announceDemoLogins = (
  output: StartOutput,
  { logins, file, appUrl }: { logins: DemoLogins; file: string; appUrl: string },
): void => {
  if (output.interactive) {
    output.write(`\nDemo data created.\n${formatDemoLogins(logins, appUrl)}`);
    return;
  }
  output.logger.info(
    { demo: { admin: logins.adminEmail, member: logins.memberEmail, loginsFile: file } },
    `Demo data created; \`${SHOW_AGAIN}\` prints the logins`,
  );
};

/** A later start on a terminal says where the logins are, since they are not printed again. */
export const remindDemoLogins = (output: StartOutput): void => {
  if (output.interactive) output.write(`\nDemo logins: ${SHOW_AGAIN}\n`);
};

/** The demo on a new embedded database (unless JEMPUT_DEMO=0); a DATABASE_URL database never gets one. */
export const demoOnFirstStart: BeforeListening = async ({ runtime, config, output }) => {
  if (config.databaseUrl !== null || !config.demo) return;
  const demo = await runtime.runPromise(seedDemoIfEmpty());
  if (demo) {
    const file = saveDemoLogins(config.dataDir, demo);
    announceDemoLogins(output, { logins: demo, file, appUrl: config.publicUrl });
  } else if (readDemoLogins(config.dataDir)) remindDemoLogins(output);
};
