import { Context, Effect } from "effect";
import { BrevoUnavailable } from "./client.ts";

// 429 and 5xx answers are tried again in place, waiting as long as Brevo's rate-limit window
// says (`x-sib-ratelimit-reset`, in seconds) or, without it, exponentially longer each time.
// When the tries run out the error goes up: a job is then put back in the queue for later.
export interface RetryPolicy {
  /** Tries after the first one. */
  readonly retries: number;
  readonly baseMs: number;
  readonly maxMs: number;
}

export const RetryPolicy = Context.Reference<RetryPolicy>("jemput/server/modules/brevo/RetryPolicy", {
  defaultValue: () => ({ retries: 6, baseMs: 1_000, maxMs: 60_000 }),
});

/** The wait before try `retry + 1`; half of it is random so many workers do not retry in step. */
export const retryDelayMs = (
  retry: number,
  policy: RetryPolicy,
  resetSeconds: number | null,
  random: () => number = Math.random,
): number => {
  if (resetSeconds !== null) {
    // The window resets then: waiting less fails again, and a little more spreads the callers.
    return (
      Math.min(policy.maxMs, Math.ceil(resetSeconds * 1000)) +
      Math.floor(random() * Math.min(policy.baseMs, 1_000) * 0.2)
    );
  }
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** retry);
  return Math.floor(ceiling / 2 + random() * (ceiling / 2));
};

const isUnavailable = (error: unknown): error is BrevoUnavailable =>
  (error as { _tag?: string })?._tag === "BrevoUnavailable";

export const withBrevoRetry = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.gen(function* () {
    const policy = yield* RetryPolicy;
    const attempt = (retry: number): Effect.Effect<A, E, R> =>
      effect.pipe(
        Effect.catch((error: E) =>
          !isUnavailable(error) || retry >= policy.retries
            ? Effect.fail(error)
            : Effect.sleep(retryDelayMs(retry, policy, error.resetSeconds)).pipe(Effect.andThen(attempt(retry + 1))),
        ),
      );
    return yield* attempt(0);
  });
