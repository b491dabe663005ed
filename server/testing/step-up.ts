import { hashToken } from "../modules/credentials/tokens.ts";
import type { TestApp } from "./harness.ts";

/**
 * Marks a member's session as having given their password a moment ago, as POST
 * /api/auth/step-up does (its own tests go through the password): for tests about what a
 * step-up opens, such as changing bank details.
 */
export const stepUpSession = (app: TestApp, token: string) =>
  app.sql(`UPDATE sessions SET stepped_up_at = now() WHERE token_hash = $1`, [hashToken(token)]);
