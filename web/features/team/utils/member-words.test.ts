import { describe, expect, it } from "vitest";
import { teamText } from "../i18n.ts";
import { socialLines } from "./member-words.ts";

const links = {
  youtube: { profileName: "HafizTravels", followers: 3400 },
  instagram: { profileName: "hafiz.eats", followers: 12500 },
};

describe("socialLines", () => {
  it("counts followers, and subscribers on YouTube, in the team's words", () => {
    const t = (key: Parameters<typeof teamText.text>[1], values?: Record<string, string | number>) =>
      teamText.text("en", key, values);
    expect(socialLines(links, t).map((line) => line.audience)).toEqual(["12,500 followers", "3,400 subscribers"]);
  });

  it("speaks the reader's language", async () => {
    await teamText.ready("ms");
    const t = (key: Parameters<typeof teamText.text>[1], values?: Record<string, string | number>) =>
      teamText.text("ms", key, values);
    expect(socialLines(links, t)).toEqual([
      { platform: "Instagram", handle: "hafiz.eats", audience: "12,500 pengikut" },
      { platform: "YouTube", handle: "HafizTravels", audience: "3,400 pelanggan" },
    ]);
  });
});
