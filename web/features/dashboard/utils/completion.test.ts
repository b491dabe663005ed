import { describe, expect, it } from "vitest";
import { completenessMessage, summariseMissing } from "../../../../domain/completeness.ts";
import { completionMessage } from "../../../lib/completion/completion.ts";
import { completionText } from "../../../lib/completion/i18n.ts";
import type { Language } from "../../../../domain/languages.ts";
import type { Values } from "../../../lib/i18n/catalog.ts";
import { dashboardText } from "../i18n.ts";
import { english, wordsIn } from "../testing/words.ts";
import { missingSummary, stillNeeded } from "./completion.ts";

// The completeness words the dashboard shares with the profile screen (web/lib/completion).
const shared =
  (language: Language) =>
  (key: Parameters<typeof completionText.text>[1], values?: Values): string =>
    completionText.text(language, key, values);
const sharedEnglish = shared("en");

describe("stillNeeded", () => {
  const missing = ["Date of Birth", "State", "City", "Gender", "Ethnicity", "Bio"];

  it("names the first four fields, then counts the rest", () => {
    expect(stillNeeded(missing, english, sharedEnglish)).toEqual({
      names: ["Date of Birth", "State", "City", "Gender"],
      more: "+2 more",
    });
  });

  it("names every field when four or fewer are missing", () => {
    expect(stillNeeded(missing.slice(0, 4), english, sharedEnglish)).toEqual({
      names: missing.slice(0, 4),
      more: null,
    });
    expect(stillNeeded([], english, sharedEnglish)).toEqual({ names: [], more: null });
  });

  it("names the fields in the reader's language", async () => {
    await Promise.all([dashboardText.pending("zh"), completionText.pending("zh")]);
    expect(stillNeeded(missing, wordsIn("zh"), shared("zh"))).toEqual({
      names: ["出生日期", "州属", "城市", "性别"],
      more: "另外 2 项",
    });
  });
});

describe("the banner's words", () => {
  it("say in English what the profile's completeness says", () => {
    for (const percent of [0, 39, 40, 69, 70, 89, 90, 100])
      expect(completionMessage(percent, sharedEnglish)).toBe(completenessMessage(percent));
    const missing = ["First Name", "Bio", "Profile Picture", "Bank Name", "Social Media"];
    expect(missingSummary(missing, english, sharedEnglish)).toBe(`Missing: ${summariseMissing(missing)}`);
    expect(missingSummary(missing.slice(0, 2), english, sharedEnglish)).toBe("Missing: First Name, Bio");
  });

  it("list the missing fields the reader's way", async () => {
    await Promise.all([dashboardText.pending("zh"), completionText.pending("zh")]);
    expect(missingSummary(["City", "Bio", "Gender", "State"], wordsIn("zh"), shared("zh"))).toBe(
      "尚缺：城市、简介、性别及另外 1 项",
    );
  });
});
