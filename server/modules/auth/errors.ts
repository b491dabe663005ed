import { Data } from "effect";

export class InvalidCredentials extends Data.TaggedError("InvalidCredentials")<{}> {
  override get message() {
    return "Invalid credentials";
  }
}
export class InvalidResetToken extends Data.TaggedError("InvalidResetToken")<{}> {
  override get message() {
    return "Invalid or expired reset token";
  }
}
