import { Effect, Fiber, Schedule, type ManagedRuntime } from "effect";
import { Database } from "../db/database.ts";
import type { Logger } from "../logging/logger.ts";
import { catchUp, type Subscription } from "./subscription.ts";

// Keeps each subscription following the log: every `everyMs` it applies whatever committed
// since, a batch per transaction, until it is current. Any number of instances run it; a batch
// is applied by whichever holds the subscription's row, the others skip it.
export const startSubscriptions = (
  runtime: ManagedRuntime.ManagedRuntime<Database, Error>,
  logger: Logger,
  subscriptions: ReadonlyArray<Subscription>,
  everyMs = 200,
) => {
  const follow = (subscription: Subscription) =>
    Database.use((db) => catchUp(db, subscription)).pipe(
      Effect.catch((error) =>
        Effect.sync(() => logger.error({ err: error, subscription: subscription.name }, "subscription batch failed")),
      ),
      Effect.repeat(Schedule.spaced(everyMs)),
    );
  const fibers = subscriptions.map((subscription) => runtime.runFork(follow(subscription)));
  return { stop: () => runtime.runPromise(Effect.forEach(fibers, Fiber.interrupt)).then(() => undefined) };
};
