import { Data, Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { emailKey } from "../../../domain/email.ts";

// Fixed-window limits counted in PostgreSQL, shared by every server process.
export class RateLimited extends Data.TaggedError("RateLimited")<{ readonly retryAfterSeconds: number }> {
  override get message() {
    return "Too many attempts. Please try again later.";
  }
}

export interface Limit {
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  /** Counted per email: every spelling of one address is one subject (domain/email.ts). */
  readonly perEmail?: true;
}

export const LIMITS = {
  // Every sign-in from an address that is not a known device (decision 43), whichever email.
  loginPerIp: { name: "login-ip", max: 30, windowSeconds: 15 * 60 },
  // Failed sign-ins to one email from one place: an address, or a known device (the scope). A
  // right password is given back (auth/login-limits.ts), so only guesses use these up: five a
  // quarter hour slow guessing down, twenty a day stop it; the owner elsewhere is not held.
  loginPerEmailAt: { name: "login-email-at", max: 5, windowSeconds: 15 * 60, perEmail: true },
  loginPerEmailAtDaily: { name: "login-email-at-day", max: 20, windowSeconds: 24 * 60 * 60, perEmail: true },
  // Failed sign-ins to one email from every address that is not a known device: many addresses
  // guessing together are stopped here, while the owner's known devices still get in.
  loginPerEmail: { name: "login-email", max: 50, windowSeconds: 60 * 60, perEmail: true },
  registerPerIp: { name: "register-ip", max: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { name: "forgot-email", max: 3, windowSeconds: 60 * 60, perEmail: true },
  forgotPerIp: { name: "forgot-ip", max: 20, windowSeconds: 60 * 60 },
  resetPerIp: { name: "reset-ip", max: 20, windowSeconds: 60 * 60 },
  // Wrong two-factor codes (TOTP or recovery) per member: a million codes are not guessed at five
  // a quarter hour. Right codes are given back (refund), so only wrong ones count.
  secondFactorPerMember: { name: "2fa-member", max: 5, windowSeconds: 15 * 60 },
  // Every password change a member's session tries: a borrowed session cannot guess the current
  // password any faster than a sign-in form can.
  changePasswordPerMember: { name: "change-password-member", max: 10, windowSeconds: 15 * 60 },
  // Wrong passwords (or codes) given to step up: a borrowed session cannot be used to guess the
  // password. Right ones are given back, as for the codes.
  stepUpPerMember: { name: "step-up-member", max: 5, windowSeconds: 15 * 60 },
  // Every profile save: each one may re-encode a picture and answers whether a phone number is
  // taken, so a session cannot turn either into a flood.
  profileSavePerMember: { name: "profile-save-member", max: 30, windowSeconds: 10 * 60 },
  // Saves refused because the phone number is someone else's: after a few, no save may change
  // the number until the hour is out, so the refusal cannot be used to look numbers up.
  phoneTakenPerMember: { name: "profile-phone-taken-member", max: 5, windowSeconds: 60 * 60 },
  // Statements drawn: each costs the server a PDF (half a second with the Chinese font), so a
  // session cannot keep a core busy drawing them.
  statementsPerMember: { name: "statements-member", max: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, Limit>;

// An email is keyed as its lookup is, so the counter and the account are found under one key;
// it comes last, so erasing a member's data finds every counter of their email by its end.
const keyOf = (limit: Limit, subject: string, scope?: string) =>
  `${limit.name}:${scope === undefined ? "" : `${scope}:`}${limit.perEmail ? emailKey(subject) : subject.toLowerCase()}`;

const windowOf = (limit: Limit, now: Date) => {
  const windowMs = limit.windowSeconds * 1000;
  return { windowMs, start: new Date(Math.floor(now.getTime() / windowMs) * windowMs) };
};

/** One attempt on `subject` (within `scope`, e.g. the address an email is tried from). */
export const hit = (sql: Sql, limit: Limit, subject: string, now: Date, scope?: string) =>
  Effect.gen(function* () {
    const { windowMs, start } = windowOf(limit, now);
    const [row] = yield* sql.query<{ hits: number }>(
      `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = r.hits + 1 RETURNING hits`,
      [keyOf(limit, subject, scope), start],
    );
    if ((row?.hits ?? 0) > limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
      return yield* Effect.fail(new RateLimited({ retryAfterSeconds }));
    }
  });

/**
 * Takes back a hit made at `now` for an attempt that turned out right, so a limit can count only
 * failures while every attempt is still counted (atomically) before it is checked: concurrent
 * guesses cannot all slip under the limit.
 */
export const refund = (sql: Sql, limit: Limit, subject: string, now: Date, scope?: string) =>
  Effect.asVoid(
    sql.query(`UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND window_start = $2 AND hits > 0`, [
      keyOf(limit, subject, scope),
      windowOf(limit, now).start,
    ]),
  );

/** Erasure: the counters kept per email name her address ("<limit>:<email key>"); they go before her profile does. */
export const forgetEmailLimits = (tx: Sql, memberId: number) =>
  Effect.asVoid(
    tx.query(
      `DELETE FROM rate_limits r USING profiles p WHERE p.member_id = $1 AND right(r.key, length(p.email_key) + 1) = ':' || p.email_key`,
      [memberId],
    ),
  );
