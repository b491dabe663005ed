import { Schema } from "effect";
import { isSafeText } from "../safe-text.ts";
import { Profile } from "./profile.ts";

// /api/auth: accounts and sessions. Every field is text of at most 200 characters here; what
// makes a good name, email, phone or password the server checks after decoding, in the order
// the registration form checks them.
const Text = Schema.String.pipe(Schema.check(Schema.isMaxLength(200)));
const Password = Schema.String.pipe(Schema.check(Schema.isMaxLength(200)));
// A name goes into bank files and exports: one line, no control, bidi or invisible characters.
const Name = Schema.String.pipe(Schema.check(Schema.isMaxLength(200), isSafeText()));

export const RegisterBody = Schema.Struct({
  email: Text,
  password: Password,
  firstName: Name,
  lastName: Name,
  phoneNumber: Text,
  referredBy: Schema.optional(Schema.NullOr(Text)),
  // The language chosen on the sign-in screen (en, ms, zh or ta); English when not given.
  language: Schema.optional(Schema.NullOr(Text)),
});
export type RegisterBody = typeof RegisterBody.Type;
export const LoginBody = Schema.Struct({ email: Text, password: Password });
export type LoginBody = typeof LoginBody.Type;
export const ForgotBody = Schema.Struct({ email: Text });
export type ForgotBody = typeof ForgotBody.Type;
export const ResetBody = Schema.Struct({ token: Text, newPassword: Password });

/**
 * A new session: the bearer token for later calls, and the member's own profile. With
 * `twoFactor` the session still owes its second factor (decision 19): "challenge" asks for a code
 * (POST /api/auth/2fa/verify), "enrol" for an admin to set up an authenticator first
 * (POST /api/auth/2fa/enrol). Until then the token finishes the sign-in and nothing else, and
 * `user` carries only who signed in: the rest of the profile reads empty.
 */
export const AuthResult = Schema.Struct({
  token: Schema.String,
  user: Profile,
  twoFactor: Schema.optionalKey(Schema.Literals(["challenge", "enrol"])),
}).annotate({ identifier: "AuthResult" });
export type AuthResult = typeof AuthResult.Type;

export const LogoutResult = Schema.Struct({ success: Schema.Literal(true) });

/** The same answer whether or not the email belongs to a member. */
export const ForgotResult = Schema.Struct({ message: Schema.String });

export const ResetResult = Schema.Struct({ success: Schema.Literal(true), message: Schema.String });
