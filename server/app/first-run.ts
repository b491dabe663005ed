import type { Logger } from "../platform/logging/logger.ts";
import { formatDemoLogins, SHOW_AGAIN, type DemoLogins } from "../modules/demo/logins.ts";

// What `npm start` tells the person in front of it. On a terminal: plain text, the demo logins
// as a block they can read. Anywhere else (a log file, a container's log): JSON log lines only,
// and no password in them, as no credential ever goes into a log; `jemput demo logins` prints
// the logins on the machine that has them (decision 23).
export interface StartOutput {
  /** Whether a person reads stdout (a terminal) rather than a log collector. */
  readonly interactive: boolean;
  readonly write: (text: string) => void;
  readonly logger: Logger;
}

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
