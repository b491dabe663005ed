import crypto from "node:crypto";
import { Effect } from "effect";
import type { Request, Response } from "express";
import type { ConnectablePlatform, ConnectResult } from "../../../domain/contract/handles.ts";
import { pathOf } from "../../../domain/contract/endpoint.ts";
import { handlesApi } from "../../../domain/contract/routes/handles.ts";
import type { OAuthConfig } from "../../platform/config/config.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { inTransaction } from "../../platform/event-store/command.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { hit, type Limit } from "../credentials/rate-limit.ts";
import { hashToken, newToken } from "../credentials/tokens.ts";
import { authorizeUrl, handleFromCode } from "./providers.ts";
import { verifyHandle } from "./store.ts";

// Connecting an account (decision 55). Starting hands the browser the platform's sign-in address
// with a state of 256 random bits, kept hashed with the member, the platform, a PKCE verifier
// and the hash of a cookie only this browser gets: the state alone, sent to someone else's
// browser, proves nothing there. Coming back, the state is taken once, within ten minutes, in
// the browser that started; only then is the code exchanged and the handle read and proven.
// Every way it can end sends the browser back to the profile with the outcome; nothing else
// changes unless the handle was proven.

const STATE_MINUTES = 10;
const KEEP_MS = 24 * 3_600_000;
// Each start writes a row and sends the member away: more than this an hour is not a person.
const CONNECT_LIMIT: Limit = { name: "connect-member", max: 20, windowSeconds: 60 * 60 };

export const connectCookie = (platform: ConnectablePlatform) => `jemput_connect_${platform}`;
const cookiePath = (platform: ConnectablePlatform) => pathOf(handlesApi.callback.path, { platform });

const redirectUri = (publicUrl: string, platform: ConnectablePlatform) => `${publicUrl}${cookiePath(platform)}`;
const challengeOf = (verifier: string) => crypto.createHash("sha256").update(verifier).digest("base64url");

/** The sign-in address for `platform`; the browser's cookie is set on `res`. */
export const startConnect = Effect.fn("Handles.startConnect")(function* (
  memberId: number,
  platform: ConnectablePlatform,
  oauth: OAuthConfig,
  publicUrl: string,
  req: Request,
  res: Response,
) {
  const settings = oauth[platform];
  if (settings === null) return yield* Effect.fail(new NotFound({ what: "Platform" }));
  const db = yield* Database;
  const at = yield* now;
  yield* hit(db, CONNECT_LIMIT, String(memberId), at);
  const [state, verifier, browser] = [newToken(), newToken(), newToken()];
  yield* db.query(`DELETE FROM oauth_states WHERE created_at < $1`, [new Date(at.getTime() - KEEP_MS)]);
  yield* db.query(
    `INSERT INTO oauth_states (state_hash, member_id, platform, browser_hash, code_verifier, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(state),
      memberId,
      platform,
      hashToken(browser),
      verifier,
      at,
      new Date(at.getTime() + STATE_MINUTES * 60_000),
    ],
  );
  // Lax: the platform sends the browser back with a top-level GET from its own site.
  res.cookie(connectCookie(platform), browser, {
    path: cookiePath(platform),
    maxAge: STATE_MINUTES * 60_000,
    httpOnly: true,
    sameSite: "lax",
    secure: req.secure,
  });
  const flow = { state, challenge: challengeOf(verifier), redirectUri: redirectUri(publicUrl, platform) };
  return { url: authorizeUrl(platform, settings, flow) };
});

const first = (value: unknown): string | null =>
  typeof value === "string" && value !== "" && value.length <= 4096 ? value : null;

const cookieOf = (req: Request, platform: ConnectablePlatform): string | null =>
  new RegExp(`(?:^|;\\s*)${connectCookie(platform)}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(req.headers.cookie ?? "")?.[1] ??
  null;

/** Where the platform sent the browser back: the outcome the profile shows. */
export const finishConnect = Effect.fn("Handles.finishConnect")(function* (
  platform: ConnectablePlatform,
  oauth: OAuthConfig,
  publicUrl: string,
  req: Request,
) {
  const settings = oauth[platform];
  const query = req.query as Record<string, unknown>;
  const state = first(query["state"]);
  const refusal = first(query["error"]);
  if (settings === null) return "unavailable" satisfies ConnectResult;
  if (state === null) return (refusal !== null ? "denied" : "expired") satisfies ConnectResult;
  const db = yield* Database;
  const at = yield* now;
  const [taken] = yield* db.query<{ member_id: number; browser_hash: string; code_verifier: string }>(
    // RETURNING gives the row as updated: the verifier is read from the row as it was.
    `UPDATE oauth_states s SET used_at = $3, code_verifier = NULL
       FROM (SELECT state_hash, code_verifier FROM oauth_states
              WHERE state_hash = $1 AND platform = $2 AND used_at IS NULL AND expires_at > $3 FOR UPDATE) was
      WHERE s.state_hash = was.state_hash AND s.used_at IS NULL
      RETURNING s.member_id, s.browser_hash, was.code_verifier`,
    [hashToken(state), platform, at],
  );
  if (!taken) {
    const [seen] = yield* db.query<{ used_at: Date | null }>(
      `SELECT used_at FROM oauth_states WHERE state_hash = $1 AND platform = $2`,
      [hashToken(state), platform],
    );
    return (seen?.used_at ? "used" : "expired") satisfies ConnectResult;
  }
  const browser = cookieOf(req, platform);
  if (browser === null || hashToken(browser) !== taken.browser_hash) return "elsewhere" satisfies ConnectResult;
  if (refusal !== null) return (refusal === "access_denied" ? "denied" : "failed") satisfies ConnectResult;
  const code = first(query["code"]);
  if (code === null) return "failed" satisfies ConnectResult;
  const handle = yield* handleFromCode(
    platform,
    settings,
    code,
    taken.code_verifier,
    redirectUri(publicUrl, platform),
  ).pipe(
    Effect.catchTags({
      ProviderRefused: (e) =>
        Effect.sync(() => {
          req.log?.warn({ connect: { platform, step: e.step, status: e.status, detail: e.detail } }, "connect refused");
          return undefined;
        }),
      ProviderUnavailable: (e) =>
        Effect.sync(() => {
          req.log?.warn({ connect: { platform, step: e.step, status: e.status } }, "connect: platform unavailable");
          return undefined;
        }),
    }),
  );
  if (handle === undefined) return "failed" satisfies ConnectResult;
  if (handle === null) return "no-handle" satisfies ConnectResult;
  yield* inTransaction((tx) => verifyHandle(tx, taken.member_id, platform, handle, at));
  return "connected" satisfies ConnectResult;
});

/** Ends the browser's part of the flow, whatever the outcome. */
export const clearConnectCookie = (res: Response, platform: ConnectablePlatform) =>
  res.clearCookie(connectCookie(platform), { path: cookiePath(platform) });
