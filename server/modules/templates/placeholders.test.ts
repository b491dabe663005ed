import { describe, expect, it } from "vitest";
import { acceptedLanguage, placeholderProblem, placeholdersOf } from "./placeholders.ts";

describe("placeholdersOf", () => {
  it("reads each placeholder once, in order, however it is spaced", () => {
    expect(placeholdersOf("{{ firstName }} {{referralLink}} {{firstName}} {{ referralId}}")).toEqual([
      "{{firstName}}",
      "{{referralLink}}",
      "{{referralId}}",
    ]);
  });
});

describe("placeholderProblem", () => {
  const english = "Hi {{name}}, join me: {{referralLink}} ({{referralId}})";

  it("accepts a translation with the same placeholders in its own order", () => {
    expect(placeholderProblem(english, "({{referralId}}) {{referralLink}} — hai {{ name }}")).toBeNull();
  });

  it("names what a translation drops or adds", () => {
    expect(placeholderProblem(english, "Hai {{name}} ({{referralId}})")).toBe(
      "must keep the English text's placeholders: {{referralLink}} missing",
    );
    expect(placeholderProblem(english, "{{name}} {{referralLink}} {{referralId}} {{email}} {{phone}}")).toBe(
      "must hold only the English text's placeholders: {{email}}, {{phone}} are not in it",
    );
  });
});

describe("acceptedLanguage", () => {
  it("takes the first language the app speaks, by weight and then order", () => {
    expect(acceptedLanguage("ms-MY,ms;q=0.9,en;q=0.8")).toBe("ms");
    expect(acceptedLanguage("fr, zh-CN;q=0.5, ta;q=0.7")).toBe("ta");
    expect(acceptedLanguage("id, en-GB;q=0.2")).toBe("en");
    expect(acceptedLanguage("ta;q=0, zh")).toBe("zh");
  });

  it("answers English without a header, or with one it cannot use", () => {
    expect(acceptedLanguage(undefined)).toBe("en");
    expect(acceptedLanguage("")).toBe("en");
    expect(acceptedLanguage("*;q=0.5, x-klingon")).toBe("en");
  });
});
