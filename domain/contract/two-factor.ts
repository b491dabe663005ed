import { Schema } from "effect";
import { Profile } from "./profile.ts";

// Two-factor authentication (decision 19): an authenticator app's six-digit codes (TOTP, RFC 6238:
// 30-second steps, SHA-1 as every authenticator app reads it), required of every admin session,
// optional for members. /api/auth/2fa finishes a sign-in; /api/profile/2fa is a member's own
// setting.

/** What the session and its member have: `session` is "pending" while the second factor is owed. */
export const TwoFactorStatus = Schema.Struct({
  enabled: Schema.Boolean,
  /** Admins cannot turn it off. */
  required: Schema.Boolean,
  session: Schema.Literals(["none", "pending", "verified"]),
  /** Unused recovery codes of the current enrolment. */
  recoveryCodesLeft: Schema.Int,
}).annotate({ identifier: "TwoFactorStatus" });
export type TwoFactorStatus = typeof TwoFactorStatus.Type;

/** A new secret for the authenticator app, shown once: as text (base32) and as an otpauth:// URI for a QR code. */
export const TwoFactorEnrolment = Schema.Struct({ secret: Schema.String, uri: Schema.String }).annotate({
  identifier: "TwoFactorEnrolment",
});
export type TwoFactorEnrolment = typeof TwoFactorEnrolment.Type;

/** The ten recovery codes of a confirmed enrolment, shown this once; each works once instead of a code. */
export const RecoveryCodes = Schema.Struct({ recoveryCodes: Schema.Array(Schema.String) }).annotate({
  identifier: "RecoveryCodes",
});
export type RecoveryCodes = typeof RecoveryCodes.Type;

/** An enrolment confirmed while signing in: the session is signed in, and the recovery codes come with it. */
export const EnrolledSignIn = Schema.Struct({
  token: Schema.String,
  user: Profile,
  recoveryCodes: Schema.Array(Schema.String),
}).annotate({ identifier: "EnrolledSignIn" });
export type EnrolledSignIn = typeof EnrolledSignIn.Type;

/** Turned off: the authenticator and the recovery codes are gone. */
export const TwoFactorOff = Schema.Struct({ enabled: Schema.Literal(false) }).annotate({ identifier: "TwoFactorOff" });

// A code: six digits from the app, or a recovery code (ten letters and digits, dashes and spaces
// ignored). What it must look like is checked after decoding, with a message for people.
const Code = Schema.String.pipe(Schema.check(Schema.isMaxLength(40, { message: "must be at most 40 characters" })));

export const CodeBody = Schema.Struct({ code: Code });
export type CodeBody = typeof CodeBody.Type;

/**
 * Confirming an enrolment: a code of the new secret, and for an admin the operator's one-time
 * setup code (decision 43), sixteen letters and digits with dashes and spaces ignored.
 */
export const EnrolConfirmBody = Schema.Struct({ code: Code, setupCode: Schema.optionalKey(Code) });
export type EnrolConfirmBody = typeof EnrolConfirmBody.Type;

/** Turning it off takes the password and a code (or a recovery code). */
export const DisableBody = Schema.Struct({
  password: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "is required" }),
      Schema.isMaxLength(1_000, { message: "must be at most 1,000 characters" }),
    ),
  ),
  code: Code,
});
export type DisableBody = typeof DisableBody.Type;
