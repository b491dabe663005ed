import { plural } from "../../ui/plural.ts";
import type { ToastMessage } from "../../ui/toast.ts";
import { detailOf, failureOf, type Failure } from "../../lib/failure.ts";

// The toasts the auth screens show when a call fails, decided from the failure alone.

export type ToastContent = Omit<ToastMessage, "id">;

export const REGISTRATION_ERROR_MS = 8_000;

const NETWORK = "Network error. Please try again.";
const UNEXPECTED = "Something went wrong on our side. Please try again.";

const REFERRAL_PROBLEM =
  "The referral code is not valid, and registration cannot be completed without proper referral tracking. " +
  "Please contact the person who invited you: they can share their invite link from their dashboard.";

// Input problems and rate limits (4xx) are worth reading; server faults are not.
function explain(failure: Failure, otherwise: string): string {
  if (failure.kind === "network") return NETWORK;
  return failure.status < 500 ? detailOf(failure) : otherwise;
}

/** "Try again in 12 minutes": a rate limit's Retry-After, rounded up to what a person plans by. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Try again in ${plural(Math.max(1, Math.ceil(seconds)), "second", "seconds")}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `Try again in ${plural(minutes, "minute", "minutes")}.`;
  return `Try again in ${plural(Math.ceil(minutes / 60), "hour", "hours")}.`;
}

// Too many sign-ins: how long to wait when the server said, else its own words.
function tooMany(failure: Extract<Failure, { kind: "server" }>): string {
  return failure.retryAfterSeconds === undefined
    ? failure.message
    : `Too many attempts. ${tryAgainIn(failure.retryAfterSeconds)}`;
}

export function loginFailedToast(failure: Failure): ToastContent {
  // Only said after the right password (a suspended account, decision 18): the server's words.
  if (failure.kind === "server" && failure.status === 403)
    return { title: "Account suspended", description: failure.message, variant: "destructive" };
  const description =
    failure.kind === "server" && failure.status === 429
      ? tooMany(failure)
      : failure.kind === "network"
        ? NETWORK
        : "Invalid credentials. Please try again.";
  return { title: "Login failed", description, variant: "destructive" };
}

export function registrationFailedToast(failure: Failure): ToastContent {
  const base = { variant: "destructive", duration: REGISTRATION_ERROR_MS } as const;
  const message = failure.kind === "server" ? failure.message : "";
  if (message.includes("Email already exists")) {
    return {
      ...base,
      title: "Registration failed",
      description: "This email is already registered. Please use a different email or try logging in.",
    };
  }
  if (message.includes("Phone number already exists")) {
    return {
      ...base,
      title: "Registration failed",
      description: "This phone number is already registered. Please use a different number or try logging in.",
    };
  }
  if (message.includes("Invalid referral code") || message.includes("Registration blocked")) {
    return { ...base, title: "Registration Unsuccessful", description: REFERRAL_PROBLEM };
  }
  // A named field (e.g. a too common password) or a rate limit says more than the general advice.
  const description =
    failure.kind === "network"
      ? NETWORK
      : failure.status === 429 || Object.keys(failure.fields).length > 0
        ? detailOf(failure)
        : "Please check your information and try again.";
  return { ...base, title: "Registration failed", description };
}

/**
 * What the server said about one field when it refused the form ("Password is too easy to
 * guess: ...", "Please enter a valid email address"), to show under that field; undefined for
 * any other failure.
 */
export function fieldRefusal(error: unknown, field: "password" | "newPassword" | "email"): string | undefined {
  if (error === null || error === undefined) return undefined;
  const failure = failureOf(error);
  return failure.kind === "server" && failure.status === 400 ? failure.fields[field] : undefined;
}

export function forgotFailedToast(failure: Failure): ToastContent {
  return { title: "Error", description: explain(failure, UNEXPECTED), variant: "destructive" };
}

// A refused token ends the form (the link is dead); a refused password or a busy server does not.
export function resetFailure(failure: Failure): { toast: ToastContent; linkIsDead: boolean } {
  if (failure.kind === "network") {
    return { toast: { title: "Network Error", description: NETWORK, variant: "destructive" }, linkIsDead: false };
  }
  const linkIsDead = failure.status === 400 && Object.keys(failure.fields).length === 0;
  const description = linkIsDead
    ? failure.message || "Invalid or expired reset token..."
    : explain(failure, UNEXPECTED);
  return { toast: { title: "Reset Failed", description, variant: "destructive" }, linkIsDead };
}
