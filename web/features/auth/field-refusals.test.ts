import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { failureOf } from "../../lib/failure.ts";
import { fieldRefusal, forgotFailedToast, registrationFailedToast, resetFailure } from "./feedback.ts";

// A refusal naming a field, as the server sends it ({ error, fields }), reaches both places the
// forms show it: under that field and in the toast, in the server's words. (The profile's change
// of password does the same: sessions/utils/password-change.test.ts.)
const refused = (field: string, message: string) =>
  new ApiError(400, `400: ${JSON.stringify({ error: message, fields: { [field]: message } })}`);

// The server's words for a password under 8 characters, too common, or built on the name.
const PASSWORD_REFUSALS = [
  "Password is too easy to guess: use at least 8 characters",
  "Password is too easy to guess: add another word or a few more characters",
  "Password must not contain your name or email address",
];

describe("a refused password", () => {
  it.each(PASSWORD_REFUSALS)("shows %j under the registration form's field and in its toast", (message) => {
    const error = refused("password", message);
    expect(fieldRefusal(error, "password")).toBe(message);
    expect(registrationFailedToast(failureOf(error))).toMatchObject({
      title: "Registration failed",
      description: message,
    });
  });

  it.each(PASSWORD_REFUSALS)("shows %j under the reset form's field and in its toast, keeping the form", (message) => {
    const error = refused("newPassword", message);
    expect(fieldRefusal(error, "newPassword")).toBe(message);
    expect(resetFailure(failureOf(error))).toEqual({
      toast: { title: "Reset Failed", description: message, variant: "destructive" },
      linkIsDead: false,
    });
  });
});

describe("a refused reset address", () => {
  it("is said under the email field and in the toast, instead of the sent confirmation", () => {
    const error = refused("email", "Please enter a valid email address");
    expect(fieldRefusal(error, "email")).toBe("Please enter a valid email address");
    expect(forgotFailedToast(failureOf(error))).toEqual({
      title: "Error",
      description: "Please enter a valid email address",
      variant: "destructive",
    });
  });

  it("is nothing under the field for a rate limit or a network failure", () => {
    expect(fieldRefusal(new ApiError(429, '429: {"error":"Too many attempts."}', 60), "email")).toBeUndefined();
    expect(fieldRefusal(new TypeError("Failed to fetch"), "email")).toBeUndefined();
  });
});
