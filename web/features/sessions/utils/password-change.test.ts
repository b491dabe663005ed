import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { changeRefusal, checkPasswordChange } from "./password-change.ts";

const form = {
  current: "old-Password-1",
  next: "Teh-Tarik-Kurang-Manis-88",
  confirmation: "Teh-Tarik-Kurang-Manis-88",
};
const refused = (status: number, body: unknown) => new ApiError(status, `${status}: ${JSON.stringify(body)}`);

describe("checkPasswordChange", () => {
  it("lets a complete form through", () => {
    expect(checkPasswordChange(form)).toBeNull();
  });

  it("checks in the registration form's order: filled in, length, not blank, typed twice alike", () => {
    expect(checkPasswordChange({ ...form, current: "" })?.title).toBe("Please fill all fields");
    expect(checkPasswordChange({ ...form, next: "abc", confirmation: "abc" })?.description).toBe(
      "Password must be at least 6 characters",
    );
    expect(checkPasswordChange({ ...form, next: "       ", confirmation: "       " })?.description).toBe(
      "Password cannot be only spaces",
    );
    expect(checkPasswordChange({ ...form, confirmation: "something-else-9" })?.title).toBe("Passwords don't match");
  });
});

describe("changeRefusal", () => {
  it("puts the server's reason under the field it names", () => {
    const wrong = changeRefusal(
      refused(400, {
        error: "Current password is incorrect",
        fields: { currentPassword: "Current password is incorrect" },
      }),
    );
    expect(wrong.fields).toEqual({ currentPassword: "Current password is incorrect" });
    expect(wrong.toast).toMatchObject({ title: "Password not changed", description: "Current password is incorrect" });
    const weak = changeRefusal(refused(400, { error: "Too easy", fields: { newPassword: "Too easy" } }));
    expect(weak.fields).toEqual({ newPassword: "Too easy" });
  });

  it("says a limit as the server does, and hides a server fault or a lost connection behind plain words", () => {
    expect(changeRefusal(refused(429, { error: "Too many attempts. Please try again later." })).toast.description).toBe(
      "Too many attempts. Please try again later.",
    );
    expect(changeRefusal(refused(500, { error: "Internal server error" })).toast.description).toBe(
      "Something went wrong. Please try again.",
    );
    expect(changeRefusal(new TypeError("fetch failed"))).toEqual({
      fields: {},
      toast: { title: "Password not changed", description: "Network error. Please try again.", variant: "destructive" },
    });
  });
});
