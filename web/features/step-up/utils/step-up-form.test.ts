import { describe, expect, it } from "vitest";
import { cleanStepUpCode, stepUpErrorsOf, stepUpProblems } from "./step-up-form.ts";

describe("the step-up form", () => {
  it("asks for the password, and for a code only when two-factor authentication is on", () => {
    expect(stepUpProblems("", "", false)).toEqual({ password: "Please enter your password" });
    expect(stepUpProblems("secret", "", false)).toEqual({});
    expect(stepUpProblems("secret", " ", true)).toEqual({
      code: "Please enter the 6-digit code from your authenticator app",
    });
    expect(stepUpProblems("", "12345", true)).toEqual({
      password: "Please enter your password",
      code: "Enter the 6 digits from your authenticator app, or one of your recovery codes",
    });
  });

  it("takes an app's six digits (spaces aside) or a recovery code", () => {
    expect(stepUpProblems("secret", "123 456", true)).toEqual({});
    expect(stepUpProblems("secret", "abcde-23456", true)).toEqual({});
    expect(cleanStepUpCode(" 123 456 ")).toBe("123456");
    expect(cleanStepUpCode(" abcde 23456 ")).toBe("abcde 23456");
  });

  it("shows a wrong password or code at its field, and anything else above the buttons", () => {
    const refused = (status: number, message: string, fields: Record<string, string> = {}) =>
      stepUpErrorsOf({ kind: "server", status, message, fields });
    expect(refused(400, "Password is incorrect", { password: "Password is incorrect" })).toEqual({
      password: "Password is incorrect",
    });
    expect(refused(400, "That code is not right.", { code: "That code is not right." })).toEqual({
      code: "That code is not right.",
    });
    expect(refused(429, "Too many attempts. Please try again later.")).toEqual({
      form: "Too many attempts. Please try again later.",
    });
    expect(refused(500, "boom")).toEqual({ form: "Something went wrong on our side. Please try again." });
    expect(stepUpErrorsOf({ kind: "network" })).toEqual({ form: "Network error. Please try again." });
  });
});
