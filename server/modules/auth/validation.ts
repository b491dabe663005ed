import { Effect, Schema } from "effect";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { ValidationError } from "../../platform/http/errors.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { isCommonPassword } from "./common-passwords.ts";

// The server checks what the client checks (spec §5), in the same order, plus what only a
// server can: a real phone number in E.164 and a password that is not on the common list.
const Text = Schema.String.pipe(Schema.check(Schema.isMaxLength(200)));
const Password = Schema.String.pipe(Schema.check(Schema.isMaxLength(200)));

export const RegisterBody = Schema.Struct({
  email: Text, password: Password, firstName: Text, lastName: Text, phoneNumber: Text,
  referredBy: Schema.optional(Schema.NullOr(Text)),
});
export const LoginBody = Schema.Struct({ email: Text, password: Password });
export const ForgotBody = Schema.Struct({ email: Text });
export const ResetBody = Schema.Struct({ token: Text, newPassword: Password });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const normalisePhone = (raw: string): string | null => {
  const trimmed = raw.trim();
  if (trimmed.replace(/\D/g, "").length < 8) return null;
  const parsed = parsePhoneNumberFromString(trimmed.startsWith("+") || trimmed.startsWith("0") ? trimmed : `+${trimmed}`, "MY");
  return parsed?.isValid() ? parsed.number : null;
};

export const passwordProblem = (password: string): string | null =>
  password.length < 6 ? "Password must be at least 6 characters"
  : isCommonPassword(password) ? "This password is too common. Please choose another."
  : null;

const fail = (field: string, message: string) => Effect.fail(new ValidationError({ error: message, fields: { [field]: message } }));

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
    return { email, password: input.password, firstName, lastName, phoneNumber, referredByCode: input.referredBy?.trim() || null };
  });
