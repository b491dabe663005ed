import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { failureOf } from "../../lib/failure.ts";
import {
  forgotFailedToast,
  loginFailedToast,
  fieldRefusal,
  registrationFailedToast,
  resetFailure,
  tryAgainIn,
} from "./feedback.ts";

// Failures as the API client raises them: "<status>: <body>".
const server = (status: number, body: unknown) =>
  failureOf(new ApiError(status, `${status}: ${typeof body === "string" ? body : JSON.stringify(body)}`));
const network = failureOf(new TypeError("Failed to fetch"));

describe("failureOf", () => {
  it("reads the server's { error, fields } body", () => {
    expect(server(400, { error: "Too common", fields: { password: "Too common", n: 1 } })).toEqual({
      kind: "server",
      status: 400,
      message: "Too common",
      fields: { password: "Too common" },
    });
  });

  it("keeps a body that is not JSON as the message, and tells network failures apart", () => {
    expect(server(502, "Bad Gateway")).toEqual({ kind: "server", status: 502, message: "Bad Gateway", fields: {} });
    expect(network).toEqual({ kind: "network" });
  });
});

describe("loginFailedToast", () => {
  it("says the credentials are wrong, or passes on the rate limit's message", () => {
    expect(loginFailedToast(server(401, { error: "Invalid credentials" }))).toEqual({
      title: "Login failed",
      description: "Invalid credentials. Please try again.",
      variant: "destructive",
    });
    expect(loginFailedToast(server(429, { error: "Too many attempts. Please try again later." }))).toMatchObject({
      description: "Too many attempts. Please try again later.",
    });
  });

  it("says how long to wait when the rate limit's answer says (its Retry-After)", () => {
    const limited = failureOf(
      new ApiError(429, `429: ${JSON.stringify({ error: "Too many attempts. Please try again later." })}`, 700),
    );
    expect(limited).toMatchObject({ status: 429, retryAfterSeconds: 700 });
    expect(loginFailedToast(limited)).toEqual({
      title: "Login failed",
      description: "Too many attempts. Try again in 12 minutes.",
      variant: "destructive",
    });
  });

  it("tells a suspended member so, in the server's words", () => {
    const suspended = "This account is suspended. Contact support if you think this is a mistake.";
    expect(loginFailedToast(server(403, { error: suspended }))).toEqual({
      title: "Account suspended",
      description: suspended,
      variant: "destructive",
    });
  });
});

describe("registrationFailedToast", () => {
  it.each([
    [
      { error: "Email already exists" },
      "Registration failed",
      "This email is already registered. Please use a different email or try logging in.",
    ],
    [
      { error: "Phone number already exists" },
      "Registration failed",
      "This phone number is already registered. Please use a different number or try logging in.",
    ],
    [
      {
        error: "Password must be at least 6 characters",
        fields: { password: "Password is too easy to guess: add another word or a few more characters" },
      },
      "Registration failed",
      "Password is too easy to guess: add another word or a few more characters",
    ],
    [{ error: "Something odd" }, "Registration failed", "Please check your information and try again."],
  ])("maps %j to '%s'", (body, title, description) => {
    expect(registrationFailedToast(server(409, body))).toEqual({
      title,
      description,
      variant: "destructive",
      duration: 8000,
    });
  });

  it.each(["Invalid referral code", "Registration blocked: no referrer"])(
    "explains a refused referral (%s)",
    (error) => {
      const toast = registrationFailedToast(server(400, { error }));
      expect(toast.title).toBe("Registration Unsuccessful");
      expect(toast.description).toMatch(
        /referral code is not valid.*referral tracking.*invite link from their dashboard/,
      );
      expect(toast.duration).toBe(8000);
    },
  );

  it("hides server faults behind the general advice", () => {
    expect(registrationFailedToast(server(500, "Internal Server Error")).description).toBe(
      "Please check your information and try again.",
    );
    expect(registrationFailedToast(network).description).toBe("Network error. Please try again.");
  });
});

describe("forgotFailedToast", () => {
  it("says 'Error' with the network or the server's reason", () => {
    expect(forgotFailedToast(network)).toEqual({
      title: "Error",
      description: "Network error. Please try again.",
      variant: "destructive",
    });
    expect(forgotFailedToast(server(429, { error: "Too many attempts. Please try again later." })).description).toBe(
      "Too many attempts. Please try again later.",
    );
  });
});

describe("resetFailure", () => {
  it("treats a refused token as a dead link, with the server's words", () => {
    expect(resetFailure(server(400, { error: "Invalid or expired reset token" }))).toEqual({
      toast: { title: "Reset Failed", description: "Invalid or expired reset token", variant: "destructive" },
      linkIsDead: true,
    });
  });

  it("keeps the form for a refused password, a rate limit or a network failure", () => {
    const common = resetFailure(
      server(400, {
        error: "Password must not contain your name or email address",
        fields: { newPassword: "Password must not contain your name or email address" },
      }),
    );
    expect(common).toMatchObject({
      linkIsDead: false,
      toast: { title: "Reset Failed", description: "Password must not contain your name or email address" },
    });
    expect(resetFailure(server(429, { error: "Too many attempts. Please try again later." })).linkIsDead).toBe(false);
    expect(resetFailure(network)).toEqual({
      toast: { title: "Network Error", description: "Network error. Please try again.", variant: "destructive" },
      linkIsDead: false,
    });
  });
});

describe("fieldRefusal", () => {
  const refused = (fields: Record<string, string>, status = 400) =>
    new ApiError(status, `${status}: ${JSON.stringify({ error: Object.values(fields)[0] ?? "No", fields })}`);
  const guessable = "Password is too easy to guess: add another word or a few more characters";

  it("is the server's words about the named password field, to show under it", () => {
    expect(fieldRefusal(refused({ password: guessable }), "password")).toBe(guessable);
    expect(fieldRefusal(refused({ newPassword: "Password cannot be only spaces" }), "newPassword")).toBe(
      "Password cannot be only spaces",
    );
  });

  it("is nothing for another field, another failure or no failure", () => {
    expect(fieldRefusal(refused({ newPassword: guessable }), "password")).toBeUndefined();
    expect(fieldRefusal(refused({ phoneNumber: "Please enter a valid phone number" }), "password")).toBeUndefined();
    expect(fieldRefusal(refused({ password: "Too many" }, 429), "password")).toBeUndefined();
    expect(fieldRefusal(new TypeError("Failed to fetch"), "password")).toBeUndefined();
    expect(fieldRefusal(null, "password")).toBeUndefined();
  });
});

describe("tryAgainIn", () => {
  it.each([
    [0, "Try again in 1 second."],
    [45, "Try again in 45 seconds."],
    [60, "Try again in 1 minute."],
    [61, "Try again in 2 minutes."],
    [900, "Try again in 15 minutes."],
    [3600, "Try again in 60 minutes."],
    [3 * 3600, "Try again in 3 hours."],
  ])("puts %i seconds as %j", (seconds, text) => {
    expect(tryAgainIn(seconds)).toBe(text);
  });
});
