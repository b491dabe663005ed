import { Data, Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// Fixed-window limits counted in PostgreSQL, shared by every server process.
export class RateLimited extends Data.TaggedError("RateLimited")<{ readonly retryAfterSeconds: number }> {
  override get message() {
    return "Too many attempts. Please try again later.";
  }
}

export interface Limit {
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

export const LIMITS = {
  loginPerIp: { name: "login-ip", max: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { name: "login-email", max: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: "register-ip", max: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { name: "forgot-email", max: 3, windowSeconds: 60 * 60 },
  forgotPerIp: { name: "forgot-ip", max: 20, windowSeconds: 60 * 60 },
  resetPerIp: { name: "reset-ip", max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export const hit = (sql: Sql, limit: Limit, subject: string, now: Date) =>
  Effect.gen(function* () {
    const windowMs = limit.windowSeconds * 1000;
    const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = yield* sql.query<{ hits: number }>(
      `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = r.hits + 1 RETURNING hits`,
      [`${limit.name}:${subject.toLowerCase()}`, start],
    );
    if ((row?.hits ?? 0) > limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
      return yield* Effect.fail(new RateLimited({ retryAfterSeconds }));
    }
  });
