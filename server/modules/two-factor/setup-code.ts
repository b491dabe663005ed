import crypto from "node:crypto";
import { Effect } from "effect";
import { now } from "../../platform/clock/now.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { hashToken } from "../credentials/tokens.ts";
import { memberIdByEmail } from "../members/handlers.ts";
import { memberTwoFactor, removeTwoFactor } from "./queries.ts";

// The operator's setup code (decision 43): a password alone must not let whoever signs in first
// put their own authenticator on an admin account, so an admin without one enrols only with this
// code, printed once by `jemput admin grant` or `admin reset-2fa` and handed over by the
// operator. Sixteen letters and digits without look-alikes (79 random bits), kept as SHA-256,
// used once, for SETUP_CODE_HOURS; a new one replaces any earlier one.

export const SETUP_CODE_HOURS = 72;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 16;

const newSetupCode = (): string => {
  let chars = "";
  for (let i = 0; i < LENGTH; i++) chars += ALPHABET.charAt(crypto.randomInt(ALPHABET.length));
  return chars.replace(/(.{4})(?=.)/g, "$1-");
};

/** A typed setup code as it is hashed: lower case, without spaces or dashes. */
const normalise = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, "");

export interface SetupCode {
  readonly code: string;
  readonly expiresAt: Date;
}

/** A new setup code for `memberId`, replacing any earlier one: shown once, kept hashed. */
export const issueSetupCode = (sql: Sql, memberId: number, at: Date) =>
  Effect.gen(function* () {
    const code = newSetupCode();
    const expiresAt = new Date(at.getTime() + SETUP_CODE_HOURS * 3_600_000);
    yield* sql.query(
      `INSERT INTO admin_setup_codes (member_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) DO UPDATE
         SET code_hash = EXCLUDED.code_hash, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at, used_at = NULL`,
      [memberId, hashToken(normalise(code)), at, expiresAt],
    );
    return { code, expiresAt } satisfies SetupCode;
  });

/** Uses up `typed` when it is the member's live setup code; false for anything else. */
export const takeSetupCode = (sql: Sql, memberId: number, typed: string, at: Date) =>
  Effect.map(
    sql.query(
      `UPDATE admin_setup_codes SET used_at = $3
        WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > $3 RETURNING 1`,
      [memberId, hashToken(normalise(typed)), at],
    ),
    (rows) => rows.length > 0,
  );

/**
 * What `jemput admin grant` prints for an admin: a new setup code while they have no
 * authenticator, or null once they have one (they sign in with its codes).
 */
export const setupCodeForAdmin = Effect.fn("TwoFactor.setupCodeForAdmin")(function* (email: string) {
  const db = yield* Database;
  const memberId = yield* memberIdByEmail(db, email);
  const found = yield* memberTwoFactor(db, memberId);
  if (!found?.isAdmin || found.enabled) return null;
  return yield* issueSetupCode(db, memberId, yield* now);
});

/** Erasure: the authenticator, its recovery codes and an unused setup code are credentials of the account that goes. */
export const forgetTwoFactor = (tx: Sql, memberId: number) =>
  Effect.gen(function* () {
    yield* removeTwoFactor(tx, memberId);
    yield* tx.query(`DELETE FROM admin_setup_codes WHERE member_id = $1`, [memberId]);
  });
