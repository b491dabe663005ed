import { describe, expect, it } from "vitest";
import { completeProfile } from "../testing/sample-profile.ts";
import { renderWithProfile, textOf } from "../testing/render-static.tsx";
import { ProfileScreen } from "./ProfileScreen.tsx";
import { YourDataCard } from "./YourDataCard.tsx";

describe("YourDataCard", () => {
  it("offers the download and the deletion, with the dialog closed", async () => {
    const text = textOf(await renderWithProfile(<YourDataCard />));
    expect(text).toContain("Your data");
    expect(text).toContain("Download my data");
    expect(text).toContain("Delete my account");
    // The confirmation (and its password field) appears only once asked for.
    expect(text).not.toContain("Delete your account?");
  });

  it("comes after the profile form, outside it", async () => {
    const html = await renderWithProfile(<ProfileScreen />, completeProfile);
    const formEnd = html.indexOf("</form>");
    expect(formEnd).toBeGreaterThan(0);
    expect(html.indexOf("Download my data")).toBeGreaterThan(formEnd);
  });
});
