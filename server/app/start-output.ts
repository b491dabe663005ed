import type { Logger } from "../platform/logging/logger.ts";

// What `npm start` tells the person in front of it. On a terminal: plain text they can read.
// Anywhere else (a log file, a container's log): JSON log lines only, and never a credential,
// as no credential ever goes into a log (decision 23).
export interface StartOutput {
  /** Whether a person reads stdout (a terminal) rather than a log collector. */
  readonly interactive: boolean;
  readonly write: (text: string) => void;
  readonly logger: Logger;
}
