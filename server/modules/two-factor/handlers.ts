import { Effect } from "effect";
import type { Profile } from "../../../domain/contract/profile.ts";
import { now } from "../../platform/clock/now.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { verifyPassword } from "../credentials/password.ts";
import { hit, LIMITS, refund } from "../credentials/rate-limit.ts";
import { markVerified, type OpenSession } from "../credentials/session.ts";
import { revokeMemberSessions } from "../credentials/session-store.ts";
import { memberIdByEmail } from "../members/handlers.ts";
import { loadProfile } from "../profile/queries.ts";
import {
  AdminCannotDisable,
  ALREADY_ON,
  noCode,
  NOT_ON,
  NOT_PENDING,
  NOT_SET_UP,
  NOTHING_TO_CONFIRM,
  TwoFactorConflict,
  codeRefusal,
  noSetupCode,
  wrongCode,
  wrongPassword,
  wrongSetupCode,
} from "./errors.ts";
import { acceptCode, confirmWith, memberTwoFactor, removeTwoFactor, startWith, type CodeCheck } from "./queries.ts";
import { issueSetupCode, takeSetupCode } from "./setup-code.ts";
import { base32Of, keyUri, newSecret } from "./totp.ts";

// Two-factor authentication (decision 19). The routes decide who may ask (a session still owing
// its second factor, or a signed-in member); these do the asking.

const conflict = (reason: string) => Effect.fail(new TwoFactorConflict({ reason }));

const twoFactorOf = (sql: Sql, memberId: number) =>
  Effect.flatMap(memberTwoFactor(sql, memberId), (found) =>
    found ? Effect.succeed(found) : Effect.fail(new NotFound({ what: "Member" })),
  );

/** The code as typed, without surrounding spaces; an empty one is asked for again and counts as no attempt. */
const typedCode = (code: string) => {
  const typed = code.trim();
  return typed === "" ? Effect.fail(noCode()) : Effect.succeed(typed);
};

/**
 * One attempt at a code, counted against the member's limit before it is checked (so concurrent
 * guesses are counted too) and given back when it was accepted: five wrong or reused ones in a
 * quarter hour, then 429 until the window ends, right code or not.
 */
const limited = <E, R>(sql: Sql, memberId: number, at: Date, attempt: Effect.Effect<CodeCheck, E, R>) =>
  Effect.gen(function* () {
    yield* hit(sql, LIMITS.secondFactorPerMember, String(memberId), at);
    const check = yield* attempt;
    if (check === "accepted") yield* refund(sql, LIMITS.secondFactorPerMember, String(memberId), at);
    return check;
  });

export const twoFactorStatus = Effect.fn("TwoFactor.status")(function* (session: OpenSession) {
  const found = yield* twoFactorOf(yield* Database, session.memberId);
  return {
    enabled: found.enabled,
    required: found.isAdmin,
    session: session.secondFactor,
    recoveryCodesLeft: found.recoveryCodesLeft,
  };
});

/** A new secret for the member's authenticator app, replacing one never confirmed; 409 while one is on. */
export const startEnrolment = Effect.fn("TwoFactor.startEnrolment")(function* (memberId: number) {
  const db = yield* Database;
  const found = yield* twoFactorOf(db, memberId);
  if (found.enabled) return yield* conflict(ALREADY_ON);
  const secret = newSecret();
  if (!(yield* startWith(db, memberId, secret, yield* now))) return yield* conflict(ALREADY_ON);
  const uri = keyUri(found.email, secret);
  return { secret: base32Of(uri), uri };
});

/**
 * Turns it on with a code of the secret being set up, and verifies the session that gave it:
 * the ten recovery codes, shown this once. An admin gives the operator's setup code too (decision
 * 43), used up in the same transaction; those attempts count against the code limit.
 */
export const confirmEnrolment = Effect.fn("TwoFactor.confirmEnrolment")(function* (
  memberId: number,
  code: string,
  tokenHash: string,
  setupCode = "",
) {
  const typed = yield* typedCode(code);
  const db = yield* Database;
  const at = yield* now;
  const found = yield* twoFactorOf(db, memberId);
  if (found.enabled) return yield* conflict(ALREADY_ON);
  if (found.secret === null) return yield* conflict(NOTHING_TO_CONFIRM);
  const secret = found.secret;
  if (!found.isAdmin) {
    const codes = yield* db.transaction((tx) => confirmWith(tx, memberId, secret, typed, tokenHash, at));
    return codes ?? (yield* Effect.fail(wrongCode()));
  }
  const setup = setupCode.trim();
  if (setup === "") return yield* Effect.fail(noSetupCode());
  yield* hit(db, LIMITS.secondFactorPerMember, String(memberId), at);
  const codes = yield* db.transaction((tx) =>
    Effect.gen(function* () {
      if (!(yield* takeSetupCode(tx, memberId, setup, at))) return yield* Effect.fail(wrongSetupCode());
      // A wrong code rolls the transaction back: the setup code stays for the next try.
      return (yield* confirmWith(tx, memberId, secret, typed, tokenHash, at)) ?? (yield* Effect.fail(wrongCode()));
    }),
  );
  yield* refund(db, LIMITS.secondFactorPerMember, String(memberId), at);
  return codes;
});

/** Gives a pending session its second factor: an app's code or a recovery code. */
export const verifySession = Effect.fn("TwoFactor.verify")(function* (session: OpenSession, code: string) {
  if (session.secondFactor !== "pending") return yield* conflict(NOT_PENDING);
  const typed = yield* typedCode(code);
  const db = yield* Database;
  const at = yield* now;
  const found = yield* twoFactorOf(db, session.memberId);
  if (!found.enabled || found.secret === null) return yield* conflict(NOT_SET_UP);
  const secret = found.secret;
  const check = yield* limited(db, session.memberId, at, acceptCode(db, session.memberId, secret, typed, at));
  if (check !== "accepted") return yield* Effect.fail(codeRefusal(check));
  yield* markVerified(db, session.tokenHash);
});

/**
 * Turns it off for a member: the password and a code (or recovery code) prove it is them and not
 * a borrowed session. Admins cannot (403). Wrong passwords count against the code limit too.
 */
export const disableTwoFactor = Effect.fn("TwoFactor.disable")(function* (
  memberId: number,
  password: string,
  code: string,
) {
  const db = yield* Database;
  const at = yield* now;
  const found = yield* twoFactorOf(db, memberId);
  if (found.isAdmin) return yield* Effect.fail(new AdminCannotDisable());
  if (!found.enabled || found.secret === null) return yield* conflict(NOT_ON);
  const typed = yield* typedCode(code);
  const secret = found.secret;
  yield* hit(db, LIMITS.secondFactorPerMember, String(memberId), at);
  const [row] = yield* db.query<{ password_hash: string }>(`SELECT password_hash FROM profiles WHERE member_id = $1`, [
    memberId,
  ]);
  if (!row || !(yield* Effect.promise(() => verifyPassword(row.password_hash, password))))
    return yield* Effect.fail(wrongPassword());
  // The password was right: the code is checked as any other attempt (the hit above is its count).
  const check = yield* acceptCode(db, memberId, secret, typed, at);
  if (check !== "accepted") return yield* Effect.fail(codeRefusal(check));
  yield* refund(db, LIMITS.secondFactorPerMember, String(memberId), at);
  yield* db.transaction((tx) => removeTwoFactor(tx, memberId));
  return { enabled: false as const };
});

/**
 * The operator's reset (`jemput admin reset-2fa`) for someone who lost their authenticator and
 * recovery codes: both are removed and every session ends, so the next sign-in starts over (an
 * admin enrols again, with the setup code this prints).
 */
export const resetTwoFactor = Effect.fn("TwoFactor.reset")(function* (email: string) {
  const db = yield* Database;
  const at = yield* now;
  const memberId = yield* memberIdByEmail(db, email);
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      const removed = yield* removeTwoFactor(tx, memberId);
      const sessions = yield* revokeMemberSessions(tx, memberId, at);
      // An admin enrols again, with a new setup code from the operator (decision 43).
      const [admin] = yield* tx.query(`SELECT 1 FROM members WHERE member_id = $1 AND is_admin`, [memberId]);
      const setupCode = admin ? yield* issueSetupCode(tx, memberId, at) : null;
      return { memberId, ...removed, sessions, setupCode };
    }),
  );
});

/**
 * Who signed in, while the second factor is owed: the name and email, nothing more of the
 * profile (phone, bank details, addresses and the like wait for the code). It fits the Profile
 * schema, so clients that read every sign-in's `user` as a profile still parse it.
 */
export const identityOnly = (profile: {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly isAdmin: boolean;
  readonly referralId: string;
  readonly createdAt: string;
}): Profile => ({
  id: profile.id,
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: "",
  dateOfBirth: null,
  gender: null,
  ethnicity: null,
  maritalStatus: null,
  numberOfChildren: null,
  state: null,
  city: null,
  timezone: null,
  bio: null,
  languages: null,
  influencerCategories: null,
  socialMediaLinks: null,
  bankAccountHolderName: null,
  bankName: null,
  bankAccountNumber: null,
  deliveryAddressLine1: null,
  deliveryAddressLine2: null,
  deliveryCity: null,
  deliveryState: null,
  deliveryPostalCode: null,
  deliveryCountry: null,
  profilePicture: null,
  isAdmin: profile.isAdmin,
  referralId: profile.referralId,
  createdAt: profile.createdAt,
});

/** The member's own profile, for the answer that completes a sign-in. */
export const signedInUser = (memberId: number) => Effect.flatMap(Database, (db) => loadProfile(db, memberId));
