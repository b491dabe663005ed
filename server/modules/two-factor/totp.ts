import crypto from "node:crypto";
import { createTOTPKeyURI, generateHOTP, verifyHOTP } from "@oslojs/otp";

// RFC 6238 as every authenticator app reads it: 30-second steps, six digits, HMAC-SHA-1. The time
// comes from the caller (the clock service), so the step is counted here and each code is checked
// as the HOTP of its step (RFC 4226) rather than through the library's TOTP helpers, which read
// the system clock.
export const PERIOD_SECONDS = 30;
export const DIGITS = 6;
export const ISSUER = "Jemput";

/** 160 random bits, the key length RFC 4226 recommends. */
export const newSecret = (): Uint8Array => new Uint8Array(crypto.randomBytes(20));

export const stepAt = (at: Date): number => Math.floor(at.getTime() / (PERIOD_SECONDS * 1000));

/** The otpauth:// URI an authenticator app scans, naming Jemput and the member's email. */
export const keyUri = (accountName: string, secret: Uint8Array): string =>
  createTOTPKeyURI(ISSUER, accountName, secret, PERIOD_SECONDS, DIGITS);

/** The secret as base32 (no padding), for typing into an app by hand: the same text the URI carries. */
export const base32Of = (uri: string): string => new URL(uri).searchParams.get("secret") ?? "";

/** The code of the step `at` falls in (tests, and nothing else, make codes). */
export const codeAt = (secret: Uint8Array, at: Date): string => generateHOTP(secret, BigInt(stepAt(at)), DIGITS);

export const looksLikeCode = (typed: string): boolean => /^\d{6}$/.test(typed);

/**
 * The steps whose code `code` is, newest first, among the step of `at` and its neighbours: a
 * phone's clock a little off, or a code typed as it turned over, still works.
 */
export const matchingSteps = (secret: Uint8Array, code: string, at: Date): Array<number> => {
  if (!looksLikeCode(code)) return [];
  const step = stepAt(at);
  return [step + 1, step, step - 1].filter((s) => verifyHOTP(secret, BigInt(s), DIGITS, code));
};
