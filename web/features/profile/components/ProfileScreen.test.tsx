import { describe, expect, it } from "vitest";
import { INFLUENCER_CATEGORIES, LANGUAGES, STATES, TIMEZONES } from "../../../../domain/profile-options.ts";
import { bareProfile, completeProfile } from "../testing/sample-profile.ts";
import { renderWithProfile, textOf } from "../testing/render-static.tsx";
import { ProfileScreen } from "./ProfileScreen.tsx";

const count = (html: string, pattern: RegExp): number => html.match(pattern)?.length ?? 0;

describe("ProfileScreen", () => {
  it("shows a loading state until the profile arrives", async () => {
    const html = await renderWithProfile(<ProfileScreen />);
    expect(textOf(html)).toContain("My Profile");
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("<form");
  });

  it("shows the completeness banner with what is missing while incomplete", async () => {
    const text = textOf(await renderWithProfile(<ProfileScreen />, bareProfile));
    expect(text).toContain("24% Complete");
    expect(text).toContain("Still needed: Date of Birth, State, City and 12 more");
    expect(text).toContain("Brands trust complete profiles 3x more");
    expect(text).not.toContain("Profile Complete");
  });

  it("says 'Profile Complete' at 100%", async () => {
    const text = textOf(await renderWithProfile(<ProfileScreen />, completeProfile));
    expect(text).toContain("Profile Complete");
    expect(text).toContain("100% Complete");
    expect(text).not.toContain("Still needed");
  });

  it("offers 'Remove' only when there is a picture, and initials otherwise", async () => {
    const bare = textOf(await renderWithProfile(<ProfileScreen />, bareProfile));
    expect(bare).toContain("Upload Photo");
    expect(bare).toContain("JPG, PNG or GIF • Max 2MB");
    expect(bare).not.toContain("Remove");
    expect(bare).toContain("NE");
    const withPicture = await renderWithProfile(<ProfileScreen />, completeProfile);
    expect(textOf(withPicture)).toContain("Remove photo");
    expect(withPicture).toContain('src="/uploads/avatars/7-abc.png"');
  });

  it("lists every option, sending the English category while showing it in both languages", async () => {
    const html = await renderWithProfile(<ProfileScreen />, bareProfile);
    expect(count(html, /name="languages"/g)).toBe(LANGUAGES.length);
    expect(count(html, /name="influencerCategories"/g)).toBe(INFLUENCER_CATEGORIES.length);
    expect(html).toContain('value="Beauty &amp; Fashion"');
    expect(textOf(html)).toContain("Beauty & Fashion (Kecantikan & Fesyen)");
    for (const state of STATES) expect(html).toContain(`value="${state}"`);
    for (const zone of TIMEZONES) expect(html).toContain(`value="${zone}"`);
    expect(textOf(html)).toContain("Kadazan-Dusun");
    expect(textOf(html)).toContain("Orang Asli");
    expect(textOf(html)).toContain("Prefer not to say");
  });

  it("says what a stored handle will be saved as, under its link", async () => {
    const profile = {
      ...completeProfile,
      socialMediaLinks: { instagram: { profileLink: "@nadia.makes", profileName: "nadia.makes", followers: 10 } },
    };
    const text = textOf(await renderWithProfile(<ProfileScreen />, profile));
    expect(text).toContain(
      "Will be saved as https://instagram.com/nadia.makes (Akan disimpan sebagai https://instagram.com/nadia.makes)",
    );
    expect(text).toContain("a link, or your @handle, which is saved as the link to your profile");
  });

  it("shows the email read-only, the phone placeholder, the age and the submit button", async () => {
    const html = await renderWithProfile(<ProfileScreen />, completeProfile);
    expect(html).toMatch(
      /<input[^>]*value="nadia@jemput.test"[^>]*readOnly|<input[^>]*readOnly[^>]*value="nadia@jemput.test"/i,
    );
    expect(html).toContain('placeholder="+60123456789"');
    expect(textOf(html)).toMatch(/Age: \d+/);
    expect(textOf(html)).toContain("Update Profile");
    expect(html).toMatch(/maxLength="5"/i);
  });
});
