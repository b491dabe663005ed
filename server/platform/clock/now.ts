import { Context } from "effect";

// Handlers take the time from here and pass it into commands, so the domain never reads a
// clock and tests can fix the instant.
export const Now = Context.Reference<() => Date>("jemput/server/events/Now", { defaultValue: () => () => new Date() });
