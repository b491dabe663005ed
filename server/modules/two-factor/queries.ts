import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { oweSecondFactorElsewhere } from "../credentials/session-store.ts";
import { hashToken, newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_LENGTH } from "../credentials/tokens.ts";
import { matchingSteps } from "./totp.ts";

// The two_factor and recovery_codes tables (migrations/021_two_factor.sql). Every acceptance of a
// code is one conditional UPDATE, so two requests racing with one code cannot both be accepted.

export const RECOVERY_CODES = 10;

export interface MemberTwoFactor {
  readonly isAdmin: boolean;
  readonly email: string;
  /** Confirmed: codes are asked for at sign-in. */
  readonly enabled: boolean;
  /** The authenticator's key: confirmed, or being set up; null without either. */
  readonly secret: Uint8Array | null;
  readonly recoveryCodesLeft: number;
}

export const memberTwoFactor = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{ is_admin: boolean; email: string; secret: Buffer | null; enabled: boolean; left: number }>(
      `SELECT m.is_admin, p.email, t.secret, t.enabled_at IS NOT NULL AS enabled,
              (SELECT count(*)::int FROM recovery_codes r WHERE r.member_id = m.member_id AND r.used_at IS NULL) AS left
         FROM members m JOIN profiles p USING (member_id) LEFT JOIN two_factor t USING (member_id)
        WHERE m.member_id = $1`,
      [memberId],
    ),
    ([row]): MemberTwoFactor | null =>
      row
        ? {
            isAdmin: row.is_admin,
            email: row.email,
            enabled: row.enabled,
            secret: row.secret === null ? null : new Uint8Array(row.secret),
            recoveryCodesLeft: row.enabled ? row.left : 0,
          }
        : null,
  );

/** What a right password leads to: a code asked for, an admin's enrolment, or nothing more. */
export const secondFactorAtLogin = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{ is_admin: boolean; enabled: boolean }>(
      `SELECT m.is_admin, t.enabled_at IS NOT NULL AS enabled
         FROM members m LEFT JOIN two_factor t USING (member_id) WHERE m.member_id = $1`,
      [memberId],
    ),
    ([row]): "challenge" | "enrol" | null => (row?.enabled ? "challenge" : row?.is_admin ? "enrol" : null),
  );

/**
 * A new secret being set up, replacing one that was never confirmed; false when two-factor
 * authentication is already on, which only turning it off (or an operator's reset) replaces.
 */
export const startWith = (sql: Sql, memberId: number, secret: Uint8Array, at: Date) =>
  Effect.map(
    sql.query(
      `INSERT INTO two_factor AS t (member_id, secret, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_step = NULL
        WHERE t.enabled_at IS NULL
       RETURNING 1`,
      [memberId, Buffer.from(secret), at],
    ),
    (rows) => rows.length > 0,
  );

/**
 * Confirms the enrolment of `secret` with a code of it, in one transaction: two-factor
 * authentication is on from this code's step, the session that confirmed it is verified, the
 * member's other sessions that never gave a code owe one now, and ten new recovery codes replace
 * any earlier ones. Null when the code is wrong or the enrolment changed meanwhile.
 */
export const confirmWith = (tx: Sql, memberId: number, secret: Uint8Array, code: string, tokenHash: string, at: Date) =>
  Effect.gen(function* () {
    const [step] = matchingSteps(secret, code, at);
    if (step === undefined) return null;
    const [enabled] = yield* tx.query(
      `UPDATE two_factor SET enabled_at = $3, last_step = $4
        WHERE member_id = $1 AND secret = $2 AND enabled_at IS NULL RETURNING 1`,
      [memberId, Buffer.from(secret), at, step],
    );
    if (!enabled) return null;
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    yield* tx.query(`DELETE FROM recovery_codes WHERE member_id = $1`, [memberId]);
    yield* tx.query(`INSERT INTO recovery_codes (member_id, code_hash) SELECT $1, unnest($2::text[])`, [
      memberId,
      codes.map((c) => hashToken(normaliseRecoveryCode(c))),
    ]);
    yield* oweSecondFactorElsewhere(tx, memberId, tokenHash);
    return codes;
  });

/** What became of a code: accepted (and now spent), one accepted before, or not a code of theirs. */
export type CodeCheck = "accepted" | "reused" | "wrong";

/**
 * Accepts `code` once for a member whose two-factor authentication is on: an app's code of a
 * step later than the last one accepted (so no code works twice), or an unused recovery code,
 * which is used up. An app's code of a step already passed is "reused": it was right a moment
 * ago, and saying so sends the member to the app's next code rather than to doubt the app.
 */
export const acceptCode = (sql: Sql, memberId: number, secret: Uint8Array, code: string, at: Date) =>
  Effect.gen(function* () {
    const steps = matchingSteps(secret, code, at);
    for (const step of steps) {
      const rows = yield* sql.query(
        `UPDATE two_factor SET last_step = $2
          WHERE member_id = $1 AND enabled_at IS NOT NULL AND (last_step IS NULL OR last_step < $2) RETURNING 1`,
        [memberId, step],
      );
      if (rows.length > 0) return "accepted" as CodeCheck;
    }
    if (steps.length > 0) return "reused" as CodeCheck;
    const recovery = normaliseRecoveryCode(code);
    if (recovery.length !== RECOVERY_CODE_LENGTH) return "wrong" as CodeCheck;
    const used = yield* sql.query(
      `UPDATE recovery_codes r SET used_at = $3
         FROM two_factor t
        WHERE r.member_id = $1 AND r.code_hash = $2 AND r.used_at IS NULL
          AND t.member_id = r.member_id AND t.enabled_at IS NOT NULL
       RETURNING 1`,
      [memberId, hashToken(recovery), at],
    );
    return (used.length > 0 ? "accepted" : "wrong") as CodeCheck;
  });

/** Turns it off: the authenticator and its recovery codes are gone. */
export const removeTwoFactor = (tx: Sql, memberId: number) =>
  Effect.gen(function* () {
    const [removed] = yield* tx.query<{ n: number }>(
      `WITH gone AS (DELETE FROM two_factor WHERE member_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [memberId],
    );
    const [codes] = yield* tx.query<{ n: number }>(
      `WITH gone AS (DELETE FROM recovery_codes WHERE member_id = $1 AND used_at IS NULL RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [memberId],
    );
    yield* tx.query(`DELETE FROM recovery_codes WHERE member_id = $1`, [memberId]);
    return { authenticator: (removed?.n ?? 0) > 0, recoveryCodes: codes?.n ?? 0 };
  });
