import type { ToastMessage } from "../../ui/toast.ts";
import { detailOf, failureOf, type Failure } from "../../lib/failure.ts";
import { translate } from "../../lib/i18n/use-t.ts";
import { authText } from "./i18n.ts";

// The toasts the auth screens show when a call fails, decided from the failure alone.

export type ToastContent = Omit<ToastMessage, "id">;

export const REGISTRATION_ERROR_MS = 8_000;

const say = (key: Parameters<typeof authText.text>[1], values?: Record<string, string | number>) =>
  translate(authText, key, values);
const NETWORK = () => say("feedback.network");
const UNEXPECTED = () => say("feedback.unexpected");

// Input problems and rate limits (4xx) are worth reading; server faults are not.
function explain(failure: Failure, otherwise: string): string {
  if (failure.kind === "network") return NETWORK();
  return failure.status < 500 ? detailOf(failure) : otherwise;
}

/** "Try again in 12 minutes": a rate limit's Retry-After, rounded up to what a person plans by. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return say("feedback.tryAgainSeconds", { count: Math.max(1, Math.ceil(seconds)) });
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return say("feedback.tryAgainMinutes", { count: minutes });
  return say("feedback.tryAgainHours", { count: Math.ceil(minutes / 60) });
}

// Too many sign-ins: how long to wait when the server said, else its own words.
function tooMany(failure: Extract<Failure, { kind: "server" }>): string {
  return failure.retryAfterSeconds === undefined
    ? failure.message
    : say("feedback.tooMany", { wait: tryAgainIn(failure.retryAfterSeconds) });
}

export function loginFailedToast(failure: Failure): ToastContent {
  // Only said after the right password (a suspended account, decision 18): the server's words.
  if (failure.kind === "server" && failure.status === 403)
    return { title: say("feedback.suspended"), description: failure.message, variant: "destructive" };
  const description =
    failure.kind === "server" && failure.status === 429
      ? tooMany(failure)
      : failure.kind === "network"
        ? NETWORK()
        : say("feedback.invalidCredentials");
  return { title: say("feedback.loginFailed"), description, variant: "destructive" };
}

export function registrationFailedToast(failure: Failure): ToastContent {
  const base = { variant: "destructive", duration: REGISTRATION_ERROR_MS } as const;
  const message = failure.kind === "server" ? failure.message : "";
  if (message.includes("Email already exists")) {
    return { ...base, title: say("feedback.registrationFailed"), description: say("feedback.emailTaken") };
  }
  if (message.includes("Phone number already exists")) {
    return { ...base, title: say("feedback.registrationFailed"), description: say("feedback.phoneTaken") };
  }
  if (message.includes("Invalid referral code") || message.includes("Registration blocked")) {
    return { ...base, title: say("feedback.registrationUnsuccessful"), description: say("feedback.referral") };
  }
  // A named field (e.g. a too common password) or a rate limit says more than the general advice.
  const description =
    failure.kind === "network"
      ? NETWORK()
      : failure.status === 429 || Object.keys(failure.fields).length > 0
        ? detailOf(failure)
        : say("feedback.checkInformation");
  return { ...base, title: say("feedback.registrationFailed"), description };
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
  return { title: say("feedback.error"), description: explain(failure, UNEXPECTED()), variant: "destructive" };
}

// A refused token ends the form (the link is dead); a refused password or a busy server does not.
export function resetFailure(failure: Failure): { toast: ToastContent; linkIsDead: boolean } {
  if (failure.kind === "network") {
    return {
      toast: { title: say("feedback.networkError"), description: NETWORK(), variant: "destructive" },
      linkIsDead: false,
    };
  }
  const linkIsDead = failure.status === 400 && Object.keys(failure.fields).length === 0;
  const description = linkIsDead ? failure.message || say("feedback.deadLink") : explain(failure, UNEXPECTED());
  return { toast: { title: say("feedback.resetFailed"), description, variant: "destructive" }, linkIsDead };
}
