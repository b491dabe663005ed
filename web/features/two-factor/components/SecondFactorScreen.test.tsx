import { describe, expect, it } from "vitest";
import type { PendingSignIn } from "../api/two-factor.ts";
import { render } from "../testing/render.tsx";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel.tsx";
import { SecondFactorScreen } from "./SecondFactorScreen.tsx";

const pending = (twoFactor: "challenge" | "enrol") =>
  ({
    token: "pending-token",
    twoFactor,
    user: { id: 3, email: "farah@jemput.my", firstName: "Farah", isAdmin: true },
  }) as unknown as PendingSignIn;

const noop = () => undefined;

const enrolment = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/Jemput:farah%40jemput.my?issuer=Jemput&algorithm=SHA1&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&period=30&digits=6",
};

describe("the code screen after a right password", () => {
  it("asks for the app's code, with the recovery code one switch away", async () => {
    const { html, text } = await render(
      <SecondFactorScreen pending={pending("challenge")} onSignedIn={noop} onCancel={noop} />,
    );
    expect(text).toContain("Two-factor authentication");
    expect(text).toContain("Enter the 6-digit code from your authenticator app");
    expect(text).toContain("Signing in as farah@jemput.my");
    expect(text).toContain("Use a recovery code");
    expect(text).toContain("Cancel and sign in again");
    // A labelled field the phone fills from its keypad, focused at once.
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Authentication code/);
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('autoComplete="one-time-code"');
  });

  it("sets up an authenticator for an admin: QR code, the key as text, and a code field", async () => {
    const { html, text } = await render(
      <SecondFactorScreen pending={pending("enrol")} onSignedIn={noop} onCancel={noop} />,
      { answered: [[["/api/auth/2fa/enrol", "pending-token"], enrolment]] },
    );
    expect(text).toContain("Set up two-factor authentication");
    expect(text).toContain("Scan this QR code with an authenticator app");
    expect(text).toContain("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(text).toContain("Turn on two-factor authentication");
    const qr = /<img[^>]*>/.exec(html)?.[0] ?? "";
    expect(qr).toContain('alt="QR code that adds your Jemput account to an authenticator app"');
    expect(qr).toContain('src="data:image/svg+xml');
  });

  it("asks an admin for the operator's setup code first, in a labelled field typed as written", async () => {
    const { html, text } = await render(
      <SecondFactorScreen pending={pending("enrol")} onSignedIn={noop} onCancel={noop} />,
      { answered: [[["/api/auth/2fa/enrol", "pending-token"], enrolment]] },
    );
    expect(text).toContain("Enter the setup code the operator gave you when they made you an admin");
    expect(text).toContain("16 letters and digits, like abcd-efgh-jkmn-pqrs");
    expect(text.indexOf("Setup code")).toBeLessThan(text.indexOf("Scan this QR code"));
    const field = /<label[^>]*for="([^"]+)"[^>]*>Setup code/.exec(html);
    expect(field).not.toBeNull();
    const input = new RegExp(`<input[^>]*id="${field![1]}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(input).toContain('autoComplete="off"');
    expect(input).toContain('spellCheck="false"');
  });

  it("waits for the key before showing the steps", async () => {
    const { text } = await render(<SecondFactorScreen pending={pending("enrol")} onSignedIn={noop} onCancel={noop} />);
    expect(text).toContain("Preparing your authenticator key…");
    expect(text).not.toContain("Scan this QR code");
  });
});

describe("the recovery codes", () => {
  it("lists all ten, with Download, Copy and the button that moves on", async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-wxyz${i}`.replace(/[01]/g, "2"));
    const { html, text } = await render(<RecoveryCodesPanel codes={codes} email="farah@jemput.my" onDone={noop} />);
    expect(text).toContain("Save your recovery codes");
    for (const code of codes) expect(text).toContain(code);
    expect(html).toContain('aria-label="Recovery codes"');
    expect(text).toContain("Download");
    expect(text).toContain("Copy");
    expect(text).toContain("I have saved them");
  });
});
