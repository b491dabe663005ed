import { Effect } from "effect";
import type { Request, Response } from "express";
import { emailKey } from "../../../domain/email.ts";
import type { Sql } from "../../platform/db/database.ts";
import { hashToken, newToken } from "../credentials/tokens.ts";

// A known device (decision 43) is a browser that signed in to an account with the right password
// before: it holds a cookie of 256 random bits that only that browser was given, and the server
// keeps only its SHA-256, per account. Nobody guessing from elsewhere can forge one, so the owner's
// own browser keeps its sign-in limits apart from theirs.

export const DEVICE_COOKIE = "jemput_device";
/** A device not signed in from for this long is a stranger again (the cookie lives as long). */
export const KNOWN_DEVICE_DAYS = 180;
const DAY_MS = 86_400_000;

const COOKIE = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);

/** The device token the browser sent, or null without one (or with one this app never made). */
export const deviceTokenOf = (req: Request): string | null => COOKIE.exec(req.headers.cookie ?? "")?.[1] ?? null;

/** A short, stable name for the device in rate-limit keys: never the token itself. */
export const deviceScope = (token: string): string => `device-${hashToken(token).slice(0, 16)}`;

/** Whether `token` signed in to the account of `email` within the last KNOWN_DEVICE_DAYS. */
export const isKnownDevice = (sql: Sql, token: string | null, email: string, at: Date) =>
  token === null
    ? Effect.succeed(false)
    : Effect.map(
        sql.query(
          `SELECT 1 FROM known_devices d JOIN profiles p USING (member_id)
            WHERE d.token_hash = $1 AND p.email_key = $2 AND d.last_used_at > $3`,
          [hashToken(token), emailKey(email), new Date(at.getTime() - KNOWN_DEVICE_DAYS * DAY_MS)],
        ),
        (rows) => rows.length > 0,
      );

/**
 * Remembers the browser that just gave `memberId`'s right password. A token already known to
 * this account is kept; any other gets a new one, so a token planted in a browser by someone else
 * never becomes known to the account signed in with it.
 */
export const rememberDevice = (sql: Sql, memberId: number, token: string | null, known: boolean, at: Date) =>
  Effect.gen(function* () {
    const kept = known && token !== null ? token : newToken();
    yield* sql.query(
      `INSERT INTO known_devices (token_hash, member_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (token_hash, member_id) DO UPDATE SET last_used_at = EXCLUDED.last_used_at`,
      [hashToken(kept), memberId, at],
    );
    return kept;
  });

/** Every browser known to the account is a stranger again, but the one holding `keep` (a new password, an erasure). */
export const forgetDevices = (sql: Sql, memberId: number, keep: string | null = null) =>
  Effect.asVoid(
    sql.query(`DELETE FROM known_devices WHERE member_id = $1 AND token_hash IS DISTINCT FROM $2`, [
      memberId,
      keep === null ? null : hashToken(keep),
    ]),
  );

/** Sent to the sign-in routes only, never readable by scripts, never to another site. */
export const setDeviceCookie = (req: Request, res: Response, token: string) =>
  Effect.sync(() =>
    res.cookie(DEVICE_COOKIE, token, {
      path: "/api/auth",
      maxAge: KNOWN_DEVICE_DAYS * DAY_MS,
      httpOnly: true,
      sameSite: "strict",
      secure: req.secure,
    }),
  );
