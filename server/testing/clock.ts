import { Clock, Duration, Effect } from "effect";

// The system clock, whatever Clock a test provides: under a fixed or driven instant, sleeps,
// retries and schedules (a Brevo retry's wait, a job worker's poll) still wait in real time,
// and elapsed time is still measured on the monotonic clock. Only "what time is it" is
// replaced. TestClock (effect/testing) would also stop every sleep until a test adjusts it,
// which the app's background fibers and retries cannot live with.
const system: Clock.Clock = Clock.Clock.defaultValue();

/** A Clock whose wall time the test sets; sleeping and monotonic time stay the system's. */
export interface TestClock extends Clock.Clock {
  /** The instant the clock reads. */
  readonly now: () => Date;
  /** Moves the clock to `at`, backwards too. */
  readonly set: (at: Date) => void;
  /** Moves the clock forward (`60_000`, `"1 hour"`); nothing sleeping wakes any earlier. */
  readonly advance: (by: Duration.Input) => void;
}

/** A clock that reads `start` until the test sets or advances it. */
export const testClock = (start: Date): TestClock => {
  let millis = start.getTime();
  const nanos = () => BigInt(millis) * 1_000_000n;
  return {
    currentTimeMillisUnsafe: () => millis,
    currentTimeMillis: Effect.sync(() => millis),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: () => system.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: system.monotonicTimeNanos,
    sleep: (duration) => system.sleep(duration),
    now: () => new Date(millis),
    set: (at) => {
      millis = at.getTime();
    },
    advance: (by) => {
      millis += Duration.toMillis(by);
    },
  };
};

/** Runs `effect` at the instant `at` (a clock that stays there) or on the given clock. */
export const withClock = <A, E, R>(effect: Effect.Effect<A, E, R>, at: Date | Clock.Clock): Effect.Effect<A, E, R> =>
  Effect.provideService(effect, Clock.Clock, at instanceof Date ? testClock(at) : at);
