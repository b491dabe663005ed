import { Data } from "effect";
import { Forbidden, ValidationError } from "../../platform/http/errors.ts";
import type { CodeCheck } from "./queries.ts";

// What two-factor authentication refuses, each in words a member can act on.

/** The request does not fit the state of the member's two-factor authentication (409). */
export class TwoFactorConflict extends Data.TaggedError("TwoFactorConflict")<{ readonly reason: string }> {
  override get message() {
    return this.reason;
  }
}

export const NOT_PENDING = "This session is already signed in: there is no code to give";
export const NOT_SET_UP = "Two-factor authentication is not set up yet: set up an authenticator app first";
export const ALREADY_ON = "Two-factor authentication is already on";
export const NOTHING_TO_CONFIRM = "There is no authenticator being set up: start again";
export const NOT_ON = "Two-factor authentication is not on";

/** Admins keep it on: every admin session needs a second factor (403). */
export class AdminCannotDisable extends Forbidden {
  override get message() {
    return "Admins cannot turn off two-factor authentication: every admin session needs it";
  }
}

const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
const NO_CODE = "Please enter the 6-digit code from your authenticator app";
const WRONG_PASSWORD = "The password is not correct";
const REUSED_CODE = "That code was already used. Wait for the next code in your app.";
const NO_SETUP_CODE =
  "Admins need the setup code from the operator to set up an authenticator app. Ask the operator for the setup code.";
const WRONG_SETUP_CODE =
  "That setup code is not right, has expired or was already used. Ask the operator for a new setup code.";

export const wrongCode = () => new ValidationError({ error: WRONG_CODE, fields: { code: WRONG_CODE } });
export const noCode = () => new ValidationError({ error: NO_CODE, fields: { code: NO_CODE } });
/** A code accepted a moment ago (its step or a later one was): the app's next code will do. */
export const reusedCode = () => new ValidationError({ error: REUSED_CODE, fields: { code: REUSED_CODE } });
export const noSetupCode = () => new ValidationError({ error: NO_SETUP_CODE, fields: { setupCode: NO_SETUP_CODE } });
export const wrongSetupCode = () =>
  new ValidationError({ error: WRONG_SETUP_CODE, fields: { setupCode: WRONG_SETUP_CODE } });
export const wrongPassword = () => new ValidationError({ error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } });

/** Why a code that was not accepted is refused. */
export const codeRefusal = (check: Exclude<CodeCheck, "accepted">) => (check === "reused" ? reusedCode() : wrongCode());
