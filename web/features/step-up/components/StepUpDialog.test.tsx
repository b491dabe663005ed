import { describe, expect, it } from "vitest";
import { render } from "../../two-factor/testing/render.tsx";
import { StepUpForm } from "./StepUpDialog.tsx";

// The dialog's form as the member sees it (the dialog's frame is Radix's, drawn in a portal).
const form = (props: Partial<Parameters<typeof StepUpForm>[0]> = {}) =>
  render(
    <StepUpForm
      askCode={false}
      password=""
      code=""
      errors={{}}
      pending={false}
      onPassword={() => undefined}
      onCode={() => undefined}
      onSubmit={() => undefined}
      onCancel={() => undefined}
      {...props}
    />,
  );

describe("the step-up form", () => {
  it("asks for the password only, without two-factor authentication", async () => {
    const { html, text } = await form();
    expect(text).toContain("Your password");
    expect(html).toContain('autoComplete="current-password"');
    expect(text).not.toContain("Authentication code");
    expect(text).toContain("Cancel");
    expect(text).toContain("Confirm");
  });

  it("asks for a code too with two-factor authentication on", async () => {
    const { html, text } = await form({ askCode: true });
    expect(text).toContain("Authentication code");
    expect(text).toContain("The 6 digits from your authenticator app, or one of your recovery codes");
    expect(html).toContain('autoComplete="one-time-code"');
  });

  it("shows each problem at its field and the rest as an alert", async () => {
    const { html, text } = await form({
      askCode: true,
      errors: { password: "Password is incorrect", code: "That code is not right.", form: "Too many attempts." },
    });
    expect(text).toContain("Password is incorrect");
    expect(text).toContain("That code is not right.");
    expect(html).toMatch(/role="alert"[^>]*>Too many attempts\./);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
  });

  it("holds the buttons while checking", async () => {
    const { html, text } = await form({ pending: true });
    expect(text).toContain("Checking…");
    expect(html.match(/<button[^>]*disabled=""/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
