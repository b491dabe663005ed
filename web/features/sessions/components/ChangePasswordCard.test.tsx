import { describe, expect, it } from "vitest";
import { render } from "../../two-factor/testing/render.tsx";
import { ChangePasswordCard } from "./ChangePasswordCard.tsx";

const member = { id: 7, email: "nadia@jemput.my", firstName: "Nadia", isAdmin: false };
const RULE = "At least 8 characters and hard to guess: not your name or email.";

describe("the profile's change password card", () => {
  it("asks for the current password and the new one twice, with the rule the other password forms show", async () => {
    const { html, text } = await render(<ChangePasswordCard />, { user: member });
    expect(text).toContain("Change password");
    expect(text).toContain("Changing it signs you out on every other device. This one stays signed in.");
    expect(text).toContain(`New password * Show password ${RULE} Confirm new password`);
    const autocomplete = [...html.matchAll(/<input[^>]*autoComplete="([^"]+)"/g)].map((m) => m[1]);
    expect(autocomplete).toEqual(["current-password", "new-password", "new-password"]);
    // The rule is read out with the new password field, not only shown near it.
    const input = [...html.matchAll(/<input[^>]*>/g)][1]![0];
    const hintId = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? "no hint";
    expect(html).toContain(`id="${hintId}"`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Change password<\/button>/);
  });
});
