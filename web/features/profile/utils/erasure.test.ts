import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { failureOf } from "../../../lib/failure.ts";
import { erasureFailed, erasureProblem } from "./erasure.ts";

const refused = (status: number, body: unknown) =>
  failureOf(new ApiError(status, `${status}: ${JSON.stringify(body)}`));

describe("erasureProblem", () => {
  it("shows the server's word on the password", () => {
    const body = { error: "The password is not correct", fields: { password: "The password is not correct" } };
    expect(erasureProblem(refused(400, body))).toBe("The password is not correct");
  });

  it("says to wait after too many attempts", () => {
    expect(erasureProblem(refused(429, { error: "Too many attempts. Please try again later." }))).toBe(
      "Too many attempts. Please try again later.",
    );
  });

  it("falls back to a plain message for failures that say nothing useful", () => {
    expect(erasureProblem(failureOf(new TypeError("Failed to fetch")))).toBe(erasureFailed());
    expect(erasureProblem(refused(500, { error: "Internal server error" }))).toBe(erasureFailed());
  });
});
