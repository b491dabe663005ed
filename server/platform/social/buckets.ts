import { Effect } from "effect";
import { backoffMs, type EvidenceSource } from "../../../domain/evidence.ts";
import type { Sql } from "../db/database.ts";

// The social_rate_buckets table (decision 52; its one owner): a token bucket per source, shared
// by every instance. Each change is one statement on the source's row, so two workers taking
// tokens at once queue on its lock and never both spend the same token. Time is the database's
// (clock_timestamp()): instances' clocks need not agree for the rate to hold.

export interface Rate {
  /** Calls a minute. */
  readonly perMinute: number;
}

/** Tokens a bucket holds at most: one second's calls, so a burst never outruns a per-second limit. */
export const capacityOf = (rate: Rate) => Math.max(1, Math.floor(rate.perMinute / 60));

/**
 * Tokens added a second. A full bucket spent at once and then the refill for a minute must stay
 * within the rate in that minute, the strictest way a platform counts "N a minute" (any 60 s):
 * the refill is the rate less the bucket, a minute's calls never the rate plus a burst. At one a
 * minute nothing would be left to refill; there the rate is refilled whole.
 */
export const refillOf = (rate: Rate) => {
  const capacity = capacityOf(rate);
  return (rate.perMinute > capacity ? rate.perMinute - capacity : rate.perMinute) / 60;
};

export interface Grant {
  /** Calls that may be made now. */
  readonly granted: number;
  /** When none may: the wait until one may (a pause, or the next token). */
  readonly waitMs: number;
}

// The bucket as of now: refilled for the time since, capped. A pause leaves it as it is: it
// refills from the pause's end.
const TAKE = `
  WITH b AS (
    SELECT source, paused_until, c.at,
           least($3::float8, tokens + greatest(0, extract(epoch FROM c.at - refilled_at)) * $4::float8) AS avail
      FROM social_rate_buckets, LATERAL (SELECT clock_timestamp() AS at) c
     WHERE source = $1 FOR UPDATE
  ), g AS (
    SELECT b.*, CASE WHEN paused_until > at THEN 0 ELSE least($2::int, floor(avail)::int) END AS granted FROM b
  )
  UPDATE social_rate_buckets s
     SET tokens = CASE WHEN g.paused_until > g.at THEN s.tokens ELSE g.avail - g.granted END,
         refilled_at = CASE WHEN g.paused_until > g.at THEN s.refilled_at ELSE g.at END
    FROM g WHERE s.source = g.source
  RETURNING g.granted,
    CASE WHEN g.paused_until > g.at THEN extract(epoch FROM g.paused_until - g.at) * 1000
         WHEN g.granted > 0 THEN 0
         ELSE (1 - (g.avail - g.granted)) / $4::float8 * 1000 END AS wait_ms`;

/** Up to `want` calls to `source` now (0 asks only how long until one may be made). */
export const takeTokens = (sql: Sql, source: EvidenceSource, want: number, rate: Rate) =>
  Effect.map(
    sql.query<{ granted: number; wait_ms: number }>(TAKE, [source, want, capacityOf(rate), refillOf(rate)]),
    ([row]): Grant => ({
      granted: row?.granted ?? 0,
      waitMs: Math.max(0, Math.ceil(row?.wait_ms ?? 1_000)),
    }),
  );

/**
 * The source said to wait (429): no call from any instance for `seconds`, and the bucket starts
 * empty after it, so calls come back one at a time.
 */
export const pause = (sql: Sql, source: EvidenceSource, seconds: number, reason: string) =>
  Effect.asVoid(
    sql.query(
      `UPDATE social_rate_buckets SET tokens = 0, pause_reason = $3,
              paused_until = greatest(paused_until, clock_timestamp() + make_interval(secs => $2::float8)),
              refilled_at = greatest(paused_until, clock_timestamp() + make_interval(secs => $2::float8))
        WHERE source = $1`,
      [source, seconds, reason],
    ),
  );

export interface Backoff {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** A call failed (5xx, no reply): one more failure in a row, and a pause that doubles with each. */
export const recordFailure = (sql: Sql, source: EvidenceSource, reason: string, backoff: Backoff) =>
  Effect.gen(function* () {
    const [row] = yield* sql.query<{ failures: number }>(
      `UPDATE social_rate_buckets SET failures = failures + 1 WHERE source = $1 RETURNING failures`,
      [source],
    );
    const failures = row?.failures ?? 1;
    yield* pause(sql, source, backoffMs(failures, backoff.baseMs, backoff.maxMs) / 1000, reason);
    return failures;
  });

/** A call was answered: the failures in a row start again from none. */
export const recordAnswered = (sql: Sql, source: EvidenceSource) =>
  Effect.asVoid(sql.query(`UPDATE social_rate_buckets SET failures = 0 WHERE source = $1 AND failures > 0`, [source]));
