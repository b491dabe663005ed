import { describe, expect, it } from "vitest";
import { checkNewPassword } from "./new-password.ts";

describe("checkNewPassword", () => {
  it.each([
    ["", "", "Please fill all fields"],
    ["secret1", "", "Please fill all fields"],
    ["", "secret1", "Please fill all fields"],
    ["abc", "abd", "Password too short"],
    ["      ", "      ", "Password is blank"],
    ["\u200b\u200b\u200b\u200b\u200b\u200b", "\u200b\u200b\u200b\u200b\u200b\u200b", "Password is blank"],
    ["secret1", "secret2", "Passwords don't match"],
  ])("%j / %j: %s", (password, confirmation, title) => {
    expect(checkNewPassword(password, confirmation)).toMatchObject({ title, variant: "destructive" });
  });

  it("accepts two equal passwords of at least 6 characters", () => {
    expect(checkNewPassword("secret", "secret")).toBeNull();
  });
});
