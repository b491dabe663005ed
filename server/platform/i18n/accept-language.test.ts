import { describe, expect, it } from "vitest";
import { acceptedLanguage } from "./accept-language.ts";

describe("the language an Accept-Language header asks for", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["fr-FR, de", null],
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    ["ms-MY", "ms"],
    ["fr;q=1, ta;q=0.5, en;q=0.4", "ta"],
    ["en;q=0.5, ms;q=0.8", "ms"],
    ["ms;q=0, en", "en"],
    ["zh-Hans-MY", "zh"],
  ])("%s reads as %s", (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
