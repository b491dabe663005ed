import type { Clock, Effect } from "effect";
import { loadConfig } from "../server/platform/config/config.ts";
import { makeLogger } from "../server/platform/logging/logger.ts";
import { type AppServices } from "../server/platform/runtime.ts";
import { makeRuntime } from "../server/app/runtime.ts";

// The CLI runs on the same runtime as the server: same configuration, pool and migrations.
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The time commands read (the current month, a seed's end), as the server reads it; the system's without it. */
  readonly clock?: Clock.Clock;
  /** Asks the operator a question at the terminal and answers what they typed; none without one. */
  readonly ask?: (question: string) => Promise<string>;
}

export class CliFailure extends Error {}

export const withRuntime = async <A>(io: CliIo, program: Effect.Effect<A, unknown, AppServices>): Promise<A> => {
  const config = loadConfig(io.env);
  const logger = makeLogger(io.env["LOG_LEVEL"] || "warn", process.stderr);
  const runtime = await makeRuntime(config, logger, io.clock ? { clock: io.clock } : {});
  try {
    const exit = await runtime.runPromiseExit(program);
    if (exit._tag === "Failure") {
      const reason = exit.cause.reasons[0];
      const error =
        reason && "error" in reason ? reason.error : reason && "defect" in reason ? reason.defect : exit.cause;
      throw new CliFailure((error as Error)?.message ?? String(error));
    }
    return exit.value;
  } finally {
    await runtime.dispose();
  }
};
