import type { StartOutput } from "../app/start-output.ts";
import { makeLogger } from "../platform/logging/logger.ts";

/** A start's output, kept: what a terminal would show (`written`) and the JSON log lines (`logged`). */
export const captureOutput = (interactive: boolean) => {
  const written: Array<string> = [];
  const logged: Array<Record<string, unknown>> = [];
  const destination = { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) };
  const output: StartOutput = {
    interactive,
    write: (text) => void written.push(text),
    logger: makeLogger("info", destination),
  };
  return { output, written, logged };
};
