import { describe, expect, it } from "vitest";
import { bareProfile, completeProfile } from "../testing/sample-profile.ts";
import { renderWithProfile, textOf } from "../testing/render-static.tsx";
import { ProfileScreen } from "./ProfileScreen.tsx";

// The screen in the member's language: the spec's bilingual labels keep their Malay half in
// Malay and are translated whole in Chinese and Tamil; what is stored stays the English value.
const withHandle = {
  ...completeProfile,
  socialMediaLinks: { instagram: { profileLink: "@nadia.makes", profileName: "nadia.makes", followers: 10 } },
};

describe("ProfileScreen in Malay, Chinese and Tamil", () => {
  it("shows the Malay half of the bilingual labels in Malay", async () => {
    const html = await renderWithProfile(<ProfileScreen />, bareProfile, "ms");
    const text = textOf(html);
    expect(text).toContain("Maklumat Asas");
    expect(text).toContain("Nama Bank");
    expect(text).not.toContain("Bank Name");
    expect(text).toContain("Kecantikan & Fesyen");
    expect(text).not.toContain("Beauty & Fashion");
    expect(html).toContain('value="Beauty &amp; Fashion"');
    expect(text).toContain("Masih diperlukan: Tarikh Lahir, Negeri, Bandar dan 12 lagi");
    expect(text).toContain("Kemas Kini Profil");
  });

  it("says what a handle is saved as in the member's language", async () => {
    expect(textOf(await renderWithProfile(<ProfileScreen />, withHandle, "ms"))).toContain(
      "Akan disimpan sebagai https://instagram.com/nadia.makes",
    );
    expect(textOf(await renderWithProfile(<ProfileScreen />, withHandle, "zh"))).toContain(
      "将保存为 https://instagram.com/nadia.makes",
    );
  });

  it.each([
    ["zh", ["基本信息", "银行名称", "美容与时尚", "更新资料", "您的数据"]],
    ["ta", ["அடிப்படைத் தகவல்", "வங்கியின் பெயர்", "அழகு & ஃபேஷன்", "சுயவிவரத்தைப் புதுப்பி", "உங்கள் தரவு"]],
  ] as const)("%s: no English words are left on the form", async (language, words) => {
    const html = await renderWithProfile(<ProfileScreen />, completeProfile, language);
    const text = textOf(html);
    for (const word of words) expect(text).toContain(word);
    for (const english of ["Bank Name", "Update Profile", "Prefer not to say", "Followers", "Your data", "Select"])
      expect(text).not.toContain(english);
    expect(html).toContain('value="Penang (Pulau Pinang)"');
  });
});
