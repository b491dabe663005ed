import { describe, expect, it } from "vitest";
import { cleanCode, codeFailure, codeProblem, groupSecret, recoveryCodesFile } from "./codes.ts";

describe("codes as typed", () => {
  it("takes an app's six digits with or without the space in the middle", () => {
    expect(cleanCode(" 123 456 ", "app")).toBe("123456");
    expect(codeProblem("123 456", "app")).toBeNull();
    expect(codeProblem("", "app")).toBe("Please enter the 6-digit code from your authenticator app");
    expect(codeProblem("12345", "app")).toBe("The code is 6 digits");
    expect(codeProblem("12345a", "app")).toBe("The code is 6 digits");
  });

  it("takes a recovery code with its dash, in any case, or without", () => {
    expect(cleanCode("  ABCDE-23456 ", "recovery")).toBe("ABCDE-23456");
    expect(codeProblem("abcde-23456", "recovery")).toBeNull();
    expect(codeProblem("abcde23456", "recovery")).toBeNull();
    expect(codeProblem("", "recovery")).toBe("Please enter one of your recovery codes");
    expect(codeProblem("123456", "recovery")).toMatch(/10 letters and digits/);
  });

  it("shows the secret in groups of four", () => {
    expect(groupSecret("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")).toBe("ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567");
    expect(groupSecret("ABCDEF")).toBe("ABCD EF");
  });

  it("saves the recovery codes with what they are for", () => {
    const text = recoveryCodesFile(["aaaaa-bbbbb", "ccccc-ddddd"], "siti@jemput.my", new Date("2026-10-15T04:00:00Z"));
    expect(text.split("\n")).toEqual([
      "Jemput recovery codes",
      "Account: siti@jemput.my",
      "Created: 2026-10-15",
      "",
      "Each code signs you in once instead of a code from your authenticator app.",
      "Keep them somewhere safe, away from your phone.",
      "",
      "aaaaa-bbbbb",
      "ccccc-ddddd",
      "",
    ]);
  });
});

describe("refusals", () => {
  const server = (status: number, message: string, fields: Record<string, string> = {}) =>
    ({ kind: "server", status, message, fields }) as const;

  it("puts a wrong code or password next to its field", () => {
    expect(codeFailure(server(400, "That code is not right.", { code: "That code is not right." }))).toEqual({
      field: "code",
      message: "That code is not right.",
    });
    expect(codeFailure(server(400, "No", { password: "The password is not correct" }))).toEqual({
      field: "password",
      message: "The password is not correct",
    });
  });

  it("tells the limit, a conflict or an outage in a toast", () => {
    expect(codeFailure(server(429, "Too many attempts. Please try again later."))).toEqual({
      toast: "Too many attempts. Please try again later.",
    });
    expect(codeFailure(server(409, "Two-factor authentication is already on"))).toEqual({
      toast: "Two-factor authentication is already on",
    });
    expect(codeFailure(server(500, "boom"))).toEqual({ toast: "Something went wrong on our side. Please try again." });
    expect(codeFailure({ kind: "network" })).toEqual({ toast: "Network error. Please try again." });
  });
});
