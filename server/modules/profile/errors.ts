import { Data } from "effect";

export class EmailTaken extends Data.TaggedError("EmailTaken")<{}> {
  override get message() {
    return "Email already exists";
  }
}
export class PhoneTaken extends Data.TaggedError("PhoneTaken")<{}> {
  override get message() {
    return "Phone number already exists";
  }
}
export class UnknownEmail extends Data.TaggedError("UnknownEmail")<{ readonly email: string }> {
  override get message() {
    return `No member has the email ${this.email}`;
  }
}
