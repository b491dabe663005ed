import { Effect } from "effect";
import { RegisterBody } from "../../../domain/contract/auth.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { normalisePhone } from "../profile/phone.ts";
import { isCommonPassword } from "./common-passwords.ts";

// The server checks what the client checks, in the same order, plus what only a
// server can: a real phone number in E.164 and a password that is not on the common list.
// The bodies' shapes are the contract's (domain/contract/auth.ts).
export { ForgotBody, LoginBody, RegisterBody, ResetBody } from "../../../domain/contract/auth.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const passwordProblem = (password: string): string | null =>
  password.length < 6
    ? "Password must be at least 6 characters"
    : isCommonPassword(password)
      ? "This password is too common. Please choose another."
      : null;

const fail = (field: string, message: string) =>
  Effect.fail(new ValidationError({ error: message, fields: { [field]: message } }));

export const validateRegistration = (body: unknown) =>
  Effect.gen(function* () {
    const input = yield* decodeInput(RegisterBody)(body);
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const email = input.email.trim().toLowerCase();
    if (firstName === "") return yield* fail("firstName", "Please enter your first name");
    if (lastName === "") return yield* fail("lastName", "Please enter your last name");
    if (email === "") return yield* fail("email", "Please enter your email address");
    if (!EMAIL.test(email)) return yield* fail("email", "Please enter a valid email address");
    const problem = passwordProblem(input.password);
    if (problem) return yield* fail("password", problem);
    const phoneNumber = normalisePhone(input.phoneNumber);
    if (phoneNumber === null) return yield* fail("phoneNumber", "Please enter a valid phone number");
    return {
      email,
      password: input.password,
      firstName,
      lastName,
      phoneNumber,
      referredByCode: input.referredBy?.trim() || null,
    };
  });
