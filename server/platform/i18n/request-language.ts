import crypto from "node:crypto";
import { Effect } from "effect";
import type { Request } from "express";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../domain/languages.ts";
import { Database } from "../db/database.ts";
import { acceptedLanguage } from "./accept-language.ts";

// Whom a refusal is written for: the signed-in member's profile language, else what the
// browser asks for (the web app sends the language its screens speak), else English.
// The session is read here by its token's hash, as credentials/tokens.ts stores it: the HTTP
// edge sits beneath the modules and cannot ask them. A session that has ended is no member's.

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

const profileLanguage = (req: Request) =>
  Effect.gen(function* () {
    const token = BEARER.exec(req.headers.authorization ?? "")?.[1];
    if (token === undefined) return null;
    const db = yield* Database;
    const [row] = yield* db.query<{ language: string }>(
      `SELECT p.language FROM sessions s JOIN profiles p USING (member_id)
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [crypto.createHash("sha256").update(token).digest("hex")],
    );
    return isLanguage(row?.language) ? row.language : null;
  });

/** The language to answer `req` in; never fails (a lookup that fails, however, falls back to the header). */
export const requestLanguage = (req: Request): Effect.Effect<Language, never, Database> =>
  profileLanguage(req).pipe(
    Effect.catchCause(() => Effect.succeed(null)),
    Effect.map((language) => language ?? acceptedLanguage(req.headers["accept-language"]) ?? DEFAULT_LANGUAGE),
  );
