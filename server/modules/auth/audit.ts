import crypto from "node:crypto";
import { Effect } from "effect";
import type { Request } from "express";
import { emailKey } from "../../../domain/email.ts";

// Authentication events, logged through the request's logger so each line carries the request
// id and time. Who is a member id; where none is known yet, a short digest of the email typed,
// so repeated tries on one address (however it is spelled) can be followed without the address
// itself in the log.
export type AuthEvent =
  | "registered"
  | "login"
  | "login_failed"
  | "logout"
  | "reset_requested"
  | "reset_done"
  | "reset_failed"
  | "rate_limited"
  | "password_changed"
  | "password_change_failed"
  | "session_ended"
  | "other_sessions_ended";

const WARNINGS: ReadonlySet<AuthEvent> = new Set([
  "login_failed",
  "reset_failed",
  "rate_limited",
  "password_change_failed",
]);

export const emailDigest = (email: string): string =>
  crypto.createHash("sha256").update(emailKey(email)).digest("hex").slice(0, 16);

export const audit = (
  req: Request,
  event: AuthEvent,
  details: Readonly<Record<string, string | number | boolean | null>> = {},
) =>
  Effect.sync(() => {
    const level = WARNINGS.has(event) ? "warn" : "info";
    req.log?.[level]({ auth: { event, ...details } }, `auth: ${event}`);
  });
