import { Effect } from "effect";
import type { Request } from "express";
import { now } from "../../platform/clock/now.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { Forbidden, Unauthorized } from "../../platform/http/errors.ts";
import { hashToken, IDLE_MINUTES } from "./tokens.ts";

// Who is calling: the bearer token's session, checked on every request against PostgreSQL so
// logout and password resets take effect at once in every process.
export interface Caller {
  readonly memberId: number;
  readonly isAdmin: boolean;
  readonly tokenHash: string;
}

/** How far a session has come through two-factor authentication (decision 19). */
export type SecondFactor = "none" | "pending" | "verified";

/** A refusal for a session whose second factor is still owed: still a 401, saying what is missing. */
export class SecondFactorRequired extends Unauthorized {
  override get message() {
    return "Two-factor authentication required";
  }
}

export const bearerToken = (req: Request): string | null => {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
};

// A session is open from its login until it is revoked (logout, password reset), expires or sits
// idle too long.
// Idle too long (a week for members, an hour for admins: migration 025) ends it as well; the
// refresh of last_seen_at below is far more often than either limit.
export const OPEN_CONDITION = `s.revoked_at IS NULL AND s.expires_at > now()
  AND s.last_seen_at > now() - make_interval(mins => s.idle_minutes)`;
const OPEN = `s.token_hash = $1 AND ${OPEN_CONDITION}`;
// It is live (it may call anything a member may) once no second factor is owed. This is the one
// rule: a pending session is no session to every route but the few that finish signing in.
const LIVE = `${OPEN} AND s.second_factor <> 'pending'`;

/**
 * The member of the live session whose token hashes to `$1` (one row or none). Statements that
 * check the session themselves instead of spending a round trip on it embed this or
 * LIVE_SESSION as a subquery (dashboard stats, post approvals), so they refuse exactly what
 * requireMember refuses.
 */
export const SESSION_MEMBER = `SELECT s.member_id FROM sessions s WHERE ${LIVE}`;

/**
 * The live session's member, as SESSION_MEMBER, and whether they act as an admin: an admin's
 * session does only once its second factor is verified (a member made admin after signing in
 * signs in again for it). With when the session was last seen, for requireMember.
 */
export const LIVE_SESSION = `SELECT s.member_id, m.is_admin AND s.second_factor = 'verified' AS is_admin, s.last_seen_at
  FROM sessions s JOIN members m USING (member_id) WHERE ${LIVE}`;

/**
 * How stale a session's last_seen_at may grow before a request refreshes it: the list of
 * signed-in devices needs "last active" to the minute, not a write on every request.
 */
export const LAST_SEEN_EVERY_MS = 60_000;

// Conditional, so two requests racing past the same stale value write once.
export const touch = (sql: Sql, tokenHash: string, lastSeenAt: Date) =>
  Effect.gen(function* () {
    const at = yield* now;
    if (at.getTime() - lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
    yield* sql.query(`UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $3`, [
      tokenHash,
      at,
      new Date(at.getTime() - LAST_SEEN_EVERY_MS),
    ]);
  });

/** The bearer token's hash, or 401 when the request carries none. */
export const tokenHashOf = (req: Request) => {
  const token = bearerToken(req);
  return token === null ? Effect.fail(new Unauthorized()) : Effect.succeed(hashToken(token));
};

/**
 * The refusal for a token that found no live session: one still owing its second factor says
 * so, so the client can ask for the code; anything else is the plain 401. Only refused requests
 * pay for this lookup.
 */
export const refusal = (sql: Sql, tokenHash: string) =>
  Effect.flatMap(
    sql.query(`SELECT 1 FROM sessions s WHERE ${OPEN} AND s.second_factor = 'pending'`, [tokenHash]),
    (rows): Effect.Effect<never, Unauthorized> =>
      Effect.fail(rows.length > 0 ? new SecondFactorRequired() : new Unauthorized()),
  );

export const requireMember = (req: Request) =>
  Effect.gen(function* () {
    const tokenHash = yield* tokenHashOf(req);
    const db = yield* Database;
    const [row] = yield* db.query<{ member_id: number; is_admin: boolean; last_seen_at: Date }>(LIVE_SESSION, [
      tokenHash,
    ]);
    if (!row) return yield* refusal(db, tokenHash);
    yield* touch(db, tokenHash, row.last_seen_at);
    return { memberId: row.member_id, isAdmin: row.is_admin, tokenHash } satisfies Caller;
  });

export const requireAdmin = (req: Request) =>
  Effect.flatMap(requireMember(req), (caller) =>
    caller.isAdmin ? Effect.succeed(caller) : Effect.fail(new Forbidden()),
  );

/** An open session in any state, pending included, and whether its member is an admin. */
export interface OpenSession extends Caller {
  readonly secondFactor: SecondFactor;
}

/**
 * For the few routes a pending session may call (finishing the sign-in, signing out): any open
 * session. `isAdmin` is the member's flag here, whatever the session's state.
 */
export const requireOpenSession = (req: Request) =>
  Effect.gen(function* () {
    const tokenHash = yield* tokenHashOf(req);
    const db = yield* Database;
    const [row] = yield* db.query<{ member_id: number; is_admin: boolean; second_factor: SecondFactor }>(
      `SELECT s.member_id, m.is_admin, s.second_factor FROM sessions s JOIN members m USING (member_id) WHERE ${OPEN}`,
      [tokenHash],
    );
    if (!row) return yield* Effect.fail(new Unauthorized());
    return {
      memberId: row.member_id,
      isAdmin: row.is_admin,
      tokenHash,
      secondFactor: row.second_factor,
    } satisfies OpenSession;
  });

/** Marks an open session's second factor as given. */
export const markVerified = (sql: Sql, tokenHash: string) =>
  // A session acts for an admin only once verified: from then on it idles out as an admin's does,
  // whenever its member was made one.
  sql.query(
    `UPDATE sessions s SET second_factor = 'verified',
            idle_minutes = CASE WHEN m.is_admin THEN least(s.idle_minutes, $2) ELSE s.idle_minutes END
       FROM members m
      WHERE m.member_id = s.member_id AND s.token_hash = $1 AND s.revoked_at IS NULL`,
    [tokenHash, IDLE_MINUTES.admin],
  );

/**
 * Ends the member's open session named `publicId`: whether it was the one whose token hashes to
 * `tokenHash`, or null when the member has no such open session (someone else's, ended, expired
 * or never made all look alike).
 */
export const endSession = (sql: Sql, memberId: number, publicId: string, tokenHash: string, at: Date) =>
  Effect.map(
    sql.query<{ current: boolean }>(
      `UPDATE sessions s SET revoked_at = $4 WHERE member_id = $1 AND public_id = $2::uuid AND ${OPEN_CONDITION}
       RETURNING token_hash = $3 AS current`,
      [memberId, publicId, tokenHash, at],
    ),
    ([row]) => (row ? row.current : null),
  );

/** Ends every open session of the member but the one whose token hashes to `tokenHash`: how many. */
export const endOtherSessions = (sql: Sql, memberId: number, tokenHash: string, at: Date) =>
  Effect.map(
    sql.query(
      `UPDATE sessions s SET revoked_at = $3 WHERE member_id = $1 AND token_hash <> $2 AND ${OPEN_CONDITION} RETURNING 1`,
      [memberId, tokenHash, at],
    ),
    (rows) => rows.length,
  );
