import { Effect } from "effect";
import { RegisterBody, type ForgotBody } from "../../../domain/contract/auth.ts";
import { foldText } from "../../../domain/email.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { DEFAULT_LANGUAGE } from "../../../domain/languages.ts";
import { languageOf } from "../profile/language.ts";
import { normalisePhone } from "../profile/phone.ts";
import { passwordScore } from "./password-strength.ts";

// The server checks what the client checks, in the same order, plus what only a server can:
// a real phone number in E.164 and a password that is hard to guess.
// The bodies' shapes are the contract's (domain/contract/auth.ts).

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_PROBLEMS = {
  short: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  blank: "Password cannot be only spaces",
  personal: "Password must not contain your name or email address",
  guessable: "Password is too easy to guess: add another word or a few more characters",
  // The rule the form's hint states, named so the refusal says what would do.
  underEight: "Password is too easy to guess: use at least 8 characters",
} as const;

// The registration form's phone rules, in its order (web/features/auth/registration.ts): at
// least 8 digits, written with digits only, then a real number (E.164 once the '+' is added).
export const PHONE_PROBLEMS = {
  invalid: "Please enter a valid phone number",
  format: "Invalid phone number format: enter a real number with its country code, e.g. +60123456789",
} as const;
const MIN_PHONE_DIGITS = 8;
// How people write numbers: digits, spaces, dashes, dots, brackets, a leading '+'. libphonenumber
// would read letters as keypad digits ("1-800-FLOWERS"), which no form here offers.
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;

/** Whose password it is: their own words are the first a guesser tries. */
export interface PasswordOwner {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

// zxcvbn's scores run 0 to 4; 2 and up resists an online guesser for far longer than the
// per-email limit lets them try.
const MIN_SCORE = 2;
// Below eight characters a password is guessable whatever it holds (ASVS 6.2.1): the product's
// rule of six still answers first, in its own words, and this one after it.
export const GUESSABLE_BELOW = 8;
// A name or local part shorter than this is left to zxcvbn (as a hint) rather than refused
// wherever it appears: "Tan", "Lee" or "Ali" sit inside ordinary words ("instant", "sleep").
const MIN_CONTAINED = 4;
// Spaces, and characters that show as nothing (zero-width spaces and joiners, soft hyphens).
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** The rules that need only the password, in order: the product's length, then not blank. */
export const passwordShapeProblem = (password: string): string | null =>
  password.length < MIN_PASSWORD_LENGTH
    ? PASSWORD_PROBLEMS.short
    : BLANK.test(password)
      ? PASSWORD_PROBLEMS.blank
      : null;

// The owner's email, its local part and their names, compared as emails are (case and
// compatibility forms folded).
const ownWords = (owner: PasswordOwner): ReadonlyArray<string> => {
  const email = foldText(owner.email);
  const local = email.slice(0, Math.max(0, email.lastIndexOf("@")));
  const names = [foldText(owner.firstName), foldText(owner.lastName)];
  return [email, local, ...names, names.join(" ")].filter((word) => word !== "");
};

const isPersonal = (password: string, own: ReadonlyArray<string>): boolean => {
  const folded = foldText(password);
  return own.some((word) => folded === word || (word.length >= MIN_CONTAINED && folded.includes(word)));
};

// zxcvbn also hears each word of them ("aisyah" of "Nur Aisyah", "siti" of "siti.rahman"), so
// a password built on one scores as the guess it is.
const hintsFor = (own: ReadonlyArray<string>): ReadonlyArray<string> => [
  ...new Set([...own, ...own.flatMap((word) => word.split(/[^\p{L}\p{N}]+/u))].filter((word) => word !== "")),
];

/**
 * Why `password` will not do for `owner`, or null: too short (the product's rule, said first),
 * blank, built on their own name or email, or easy to guess by zxcvbn's estimate, which is
 * also told the owner's words and the local ones every guesser here starts with.
 */
export const passwordProblem = (password: string, owner: PasswordOwner): Effect.Effect<string | null> =>
  Effect.gen(function* () {
    const shape = passwordShapeProblem(password);
    if (shape) return shape;
    const own = ownWords(owner);
    if (isPersonal(password, own)) return PASSWORD_PROBLEMS.personal;
    if ([...password].length < GUESSABLE_BELOW) return PASSWORD_PROBLEMS.underEight;
    const score = yield* Effect.promise(() => passwordScore(password, hintsFor(own)));
    return score < MIN_SCORE ? PASSWORD_PROBLEMS.guessable : null;
  });

const fail = (field: string, message: string) =>
  Effect.fail(new ValidationError({ error: message, fields: { [field]: message } }));

export const validateRegistration = (body: unknown) =>
  Effect.gen(function* () {
    const input = yield* decodeInput(RegisterBody)(body);
    // Said first: it is the screen's choice, not something typed, and the refusals after it are
    // written in it.
    const language = input.language ? yield* languageOf("language", input.language.trim()) : DEFAULT_LANGUAGE;
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const email = input.email.trim().toLowerCase();
    if (firstName === "") return yield* fail("firstName", "Please enter your first name");
    if (lastName === "") return yield* fail("lastName", "Please enter your last name");
    if (email === "") return yield* fail("email", "Please enter your email address");
    if (!EMAIL.test(email)) return yield* fail("email", "Please enter a valid email address");
    const problem = yield* passwordProblem(input.password, { email, firstName, lastName });
    if (problem) return yield* fail("password", problem);
    const phone = input.phoneNumber.trim();
    if (phone.replace(/\D/g, "").length < MIN_PHONE_DIGITS || !PHONE_CHARACTERS.test(phone))
      return yield* fail("phoneNumber", PHONE_PROBLEMS.invalid);
    const phoneNumber = normalisePhone(phone);
    if (phoneNumber === null) return yield* fail("phoneNumber", PHONE_PROBLEMS.format);
    return {
      email,
      password: input.password,
      firstName,
      lastName,
      phoneNumber,
      referredByCode: input.referredBy?.trim() || null,
      language,
    };
  });

/**
 * The address a reset link is asked for. What is not an email is refused naming the field; any
 * email, a member's or not, goes on to the same answer (routes.ts), so nothing is told apart.
 */
export const validateForgot = (body: ForgotBody) =>
  Effect.gen(function* () {
    const email = body.email.trim();
    if (email === "") return yield* fail("email", "Please enter your email address");
    if (!EMAIL.test(email)) return yield* fail("email", "Please enter a valid email address");
    return email;
  });
