import { Clock, Effect } from "effect";

// Handlers take the time from here and pass it into commands, so the domain never reads a
// clock. It is Effect's own Clock, the one its sleeps and schedules use too, so the server,
// the CLI and the tests share one source of time and a test can fix or drive the instant by
// providing another Clock (server/testing/clock.ts).
export const now: Effect.Effect<Date> = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis));
