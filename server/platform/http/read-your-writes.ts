import { Clock, Effect } from "effect";
import type { Request, RequestHandler } from "express";
import { ReadDatabase } from "../db/read-database.ts";
import type { AppRuntime } from "../runtime.ts";

// With a replica, a client that has just written reads its own write: every request that may
// write (any method but GET, HEAD and OPTIONS) is answered with a cookie holding the time, and
// for a few seconds after it that client's lagging reads go to the primary (decision 27). The
// cookie is not signed: a forged one can only claim a write within the window (later times and
// older ones are ignored), and so gain nothing a real write would not, that is reading the
// primary for a few seconds.

export const WROTE_COOKIE = "jemput_wrote";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const WROTE = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=(\\d{1,15})(?:;|$)`);

/** When the request's client last wrote, as its cookie says; null without one. */
const wroteAt = (req: Request): number | null => {
  const match = WROTE.exec(req.headers.cookie ?? "");
  return match ? Number(match[1]) : null;
};

// Clocks of two app servers may differ by a little; a claim further ahead than that is forged.
const SKEW_MS = 1_000;

/** Marks each request that may write; only installed when a replica is configured. */
export const markWrites =
  (runtime: AppRuntime): RequestHandler =>
  (req, res, next) => {
    if (!READS.has(req.method)) {
      const { at, windowMs } = runtime.runSync(
        Effect.gen(function* () {
          const reads = yield* ReadDatabase;
          return { at: yield* Clock.currentTimeMillis, windowMs: reads.readYourWritesMs };
        }),
      );
      res.cookie(WROTE_COOKIE, String(at), {
        path: "/api",
        maxAge: windowMs,
        httpOnly: true,
        sameSite: "strict",
        secure: req.secure,
      });
    }
    next();
  };

/**
 * The database for a read that may trail the latest writes by a few seconds (admin reports,
 * member search, exports, the leaderboard): the replica, unless there is none in use, the
 * request may itself write, or its client wrote within the last few seconds. Reads of the
 * caller's own data, and every read a write depends on, use Database instead.
 */
export const laggingReads = (req: Request) =>
  Effect.gen(function* () {
    const reads = yield* ReadDatabase;
    if (!reads.replicated) return yield* reads.lagging(false);
    const wrote = wroteAt(req);
    const nowMs = yield* Clock.currentTimeMillis;
    const recentWrite =
      !READS.has(req.method) || (wrote !== null && wrote > nowMs - reads.readYourWritesMs && wrote <= nowMs + SKEW_MS);
    return yield* reads.lagging(recentWrite);
  });
