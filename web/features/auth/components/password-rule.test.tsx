import { describe, expect, it } from "vitest";
import { renderWithProfile, textOf } from "../../profile/testing/render-static.tsx";
import { RegisterForm } from "./RegisterForm.tsx";
import { ResetPasswordForm } from "./ResetPasswordForm.tsx";

// The password rule is on the page before anything is typed, under the field it is about.
const RULE = "At least 8 characters and hard to guess: not your name or email.";

describe("the password rule", () => {
  it("is the hint under the registration form's password field", async () => {
    const html = await renderWithProfile(<RegisterForm referralCode={null} />);
    expect(textOf(html)).toContain(`Password * Show password ${RULE}`);
    // Read out with the field by assistive technology, not only seen near it.
    const input = /<input[^>]*type="password"[^>]*>/.exec(html)?.[0] ?? "";
    const hintId = /aria-describedby="([^"]*-hint)"/.exec(input)?.[1] ?? "no hint";
    expect(
      textOf(
        new RegExp(`<p[^>]*id="${hintId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>[^<]*</p>`).exec(html)?.[0] ?? "",
      ),
    ).toBe(RULE);
  });

  it("is the hint under the reset form's new password field", async () => {
    const html = await renderWithProfile(
      <ResetPasswordForm token="t" onSuccess={() => undefined} onDeadLink={() => undefined} />,
    );
    expect(textOf(html)).toContain(`New password * Show password ${RULE}`);
  });
});
