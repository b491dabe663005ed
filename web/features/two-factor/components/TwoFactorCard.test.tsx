import { describe, expect, it } from "vitest";
import { render } from "../testing/render.tsx";
import { TwoFactorCard } from "./TwoFactorCard.tsx";

const STATUS = ["/api/auth/2fa"];
const member = { id: 7, email: "nadia@jemput.my", firstName: "Nadia", isAdmin: false };

describe("the profile's two-factor card", () => {
  it("offers to turn it on when it is off", async () => {
    const { text } = await render(<TwoFactorCard />, {
      user: member,
      answered: [[STATUS, { enabled: false, required: false, session: "none", recoveryCodesLeft: 0 }]],
    });
    expect(text).toContain("Two-factor authentication");
    expect(text).toContain("Off");
    expect(text).toContain("Turn on");
    expect(text).not.toContain("Turn off");
  });

  it("lets a member turn it off, saying how many recovery codes are left", async () => {
    const { text } = await render(<TwoFactorCard />, {
      user: member,
      answered: [[STATUS, { enabled: true, required: false, session: "verified", recoveryCodesLeft: 9 }]],
    });
    expect(text).toContain("On");
    expect(text).toContain("9 recovery codes left.");
    expect(text).toContain("Turn off");
  });

  it("keeps it on for an admin, with no way to turn it off", async () => {
    const { text } = await render(<TwoFactorCard />, {
      user: { ...member, isAdmin: true },
      answered: [[STATUS, { enabled: true, required: true, session: "verified", recoveryCodesLeft: 1 }]],
    });
    expect(text).toContain("1 recovery code left.");
    expect(text).toContain("Admins keep two-factor authentication on");
    expect(text).not.toContain("Turn off");
  });

  it("shows a placeholder while the state loads", async () => {
    const { html } = await render(<TwoFactorCard />, { user: member });
    expect(html).toContain('aria-busy="true"');
  });
});
