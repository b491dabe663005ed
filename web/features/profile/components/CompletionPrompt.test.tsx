import { describe, expect, it } from "vitest";
import { bareProfile, completeProfile } from "../testing/sample-profile.ts";
import { renderWithProfile, textOf } from "../testing/render-static.tsx";
import { CompletionPrompt, type CompletionPromptVariant } from "./CompletionPrompt.tsx";

const variants: CompletionPromptVariant[] = ["navbar", "compact", "card"];

describe("CompletionPrompt", () => {
  it.each(variants)("%s: links to /profile with the percent while the profile is incomplete", async (variant) => {
    // Names, email and phone only: 40 of 168 points.
    const html = await renderWithProfile(<CompletionPrompt variant={variant} />, bareProfile);
    expect(html).toContain('href="/profile"');
    expect(textOf(html)).toContain("24%");
  });

  it.each(variants)("%s: renders nothing once the profile is complete", async (variant) => {
    expect(await renderWithProfile(<CompletionPrompt variant={variant} />, completeProfile)).toBe("");
  });

  it.each(variants)("%s: renders nothing while the profile is loading", async (variant) => {
    expect(await renderWithProfile(<CompletionPrompt variant={variant} />)).toBe("");
  });

  it("card: names what is still missing and gives the tip under 50%", async () => {
    const text = textOf(await renderWithProfile(<CompletionPrompt variant="card" />, bareProfile));
    expect(text).toContain("Complete Your Profile (24%)");
    expect(text).toContain("Still needed: Date of Birth, State, City and 12 more");
    expect(text).toContain("Complete profiles get 3x more brand partnership offers");
  });
});
