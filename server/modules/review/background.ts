import { Effect, Fiber, Schedule } from "effect";
import type { Logger } from "../../platform/logging/logger.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { autoApprovePending } from "./auto-approval.ts";

// The automatic approver's sweep (decision 54), started only when AUTO_APPROVE_MATCHES is on. Any
// number of instances may sweep at once: each post is approved through its own stream, so two
// sweeps reaching the same post approve it once and the other skips it.

export const startAutoApproval = (runtime: AppRuntime, logger: Logger, everyMs = 30_000) => {
  const sweep = autoApprovePending().pipe(
    Effect.tap(({ posts }) => Effect.sync(() => posts > 0 && logger.info({ posts }, "posts approved automatically"))),
    Effect.catch((error) => Effect.sync(() => logger.error({ err: error }, "could not approve matching posts"))),
  );
  const fiber = runtime.runFork(Effect.repeat(sweep, Schedule.spaced(everyMs)));
  return { stop: () => runtime.runPromise(Fiber.interrupt(fiber)).then(() => undefined) };
};
