import { Effect } from "effect";
import type { Request } from "express";
import { Database } from "../../platform/db/database.ts";
import { hit, LIMITS, refund, type Limit } from "../credentials/rate-limit.ts";
import { audit } from "./audit.ts";
import { deviceScope, deviceTokenOf, isKnownDevice } from "./known-device.ts";

// The sign-in limits (decision 43). An attempt from a known device is counted against that device
// alone; any other against its address (every sign-in there, and the failures on this email
// there) and against the email's failures from every such address. Each is counted before the
// password is checked, so guesses sent at once are all counted, and given back when it was
// right: only failures use them up. Once one is used up the right password waits too (let in,
// it would answer every guess past the limit), but only there: the owner's known devices, and
// other addresses until the email's cap, still get in. Unknown emails are counted the same way,
// so no answer tells whether an account exists.

interface Counter {
  readonly limit: Limit;
  readonly scope?: string;
}

export interface SignInPlace {
  /** The device cookie the browser sent, if any. */
  readonly token: string | null;
  /** Whether that device signed in to this email's account before. */
  readonly known: boolean;
  /** What the attempt counts against, in order, and gives back when the password was right. */
  readonly counters: ReadonlyArray<Counter>;
}

const address = (req: Request) => req.ip ?? "unknown";

export const signInPlace = (req: Request, email: string, at: Date) =>
  Effect.gen(function* () {
    const token = deviceTokenOf(req);
    const known = yield* isKnownDevice(yield* Database, token, email, at);
    const scope = known && token !== null ? deviceScope(token) : address(req);
    const counters: Array<Counter> = [
      { limit: LIMITS.loginPerEmailAt, scope },
      { limit: LIMITS.loginPerEmailAtDaily, scope },
    ];
    if (!known) counters.push({ limit: LIMITS.loginPerEmail });
    return { token, known, counters } satisfies SignInPlace;
  });

const limitAt = (req: Request, limit: Limit, subject: string, at: Date, scope?: string) =>
  Effect.flatMap(Database, (db) =>
    hit(db, limit, subject, at, scope).pipe(
      Effect.tapErrorTag("RateLimited", () => audit(req, "rate_limited", { limit: limit.name })),
    ),
  );

/** Counts the attempt; fails with RateLimited (429) where a limit is used up. */
export const countSignIn = (req: Request, email: string, at: Date, place: SignInPlace) =>
  Effect.gen(function* () {
    // Every attempt from an address, whichever email: sprays over many accounts stop here.
    if (!place.known) yield* limitAt(req, LIMITS.loginPerIp, address(req), at);
    for (const { limit, scope } of place.counters) yield* limitAt(req, limit, email.trim(), at, scope);
  });

/** The right password: every failure counter gives its attempt back. */
export const giveBack = (email: string, at: Date, place: SignInPlace) =>
  Effect.gen(function* () {
    const db = yield* Database;
    for (const { limit, scope } of place.counters) yield* refund(db, limit, email.trim(), at, scope);
  });
