import { Effect } from "effect";
import type { Request } from "express";
import { Database } from "../../platform/db/database.ts";
import { Forbidden, Unauthorized } from "../../platform/http/errors.ts";
import { hashToken } from "./tokens.ts";

// Who is calling: the bearer token's session, checked on every request against PostgreSQL so
// logout and password resets take effect at once in every process.
export interface Caller {
  readonly memberId: number;
  readonly isAdmin: boolean;
  readonly tokenHash: string;
}

export const bearerToken = (req: Request): string | null => {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
};

// A session is live from its login until it is revoked (logout, password reset) or expires.
const LIVE = `s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`;

/**
 * The member of the live session whose token hashes to `$1` (one row or none). Statements that
 * check the session themselves instead of spending a round trip on it embed this or
 * LIVE_SESSION as a subquery (dashboard stats, post approvals), so they refuse exactly what
 * requireMember refuses.
 */
export const SESSION_MEMBER = `SELECT s.member_id FROM sessions s WHERE ${LIVE}`;

/** The live session's member, as SESSION_MEMBER, and whether they are an admin. */
export const LIVE_SESSION = `SELECT s.member_id, m.is_admin FROM sessions s JOIN members m USING (member_id) WHERE ${LIVE}`;

/** The bearer token's hash, or 401 when the request carries none. */
export const tokenHashOf = (req: Request) => {
  const token = bearerToken(req);
  return token === null ? Effect.fail(new Unauthorized()) : Effect.succeed(hashToken(token));
};

export const requireMember = (req: Request) =>
  Effect.gen(function* () {
    const tokenHash = yield* tokenHashOf(req);
    const db = yield* Database;
    const [row] = yield* db.query<{ member_id: number; is_admin: boolean }>(LIVE_SESSION, [tokenHash]);
    if (!row) return yield* Effect.fail(new Unauthorized());
    return { memberId: row.member_id, isAdmin: row.is_admin, tokenHash } satisfies Caller;
  });

export const requireAdmin = (req: Request) =>
  Effect.flatMap(requireMember(req), (caller) =>
    caller.isAdmin ? Effect.succeed(caller) : Effect.fail(new Forbidden()),
  );
