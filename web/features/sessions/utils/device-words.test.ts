import { describe, expect, it } from "vitest";
import { translate } from "../../../lib/i18n/use-t.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { sessionsText } from "../i18n.ts";
import { deviceWords } from "./device-words.ts";

const t = (key: Parameters<typeof sessionsText.text>[1], values?: Record<string, string | number>) =>
  translate(sessionsText, key, values);

describe("a signed-in device's name", () => {
  it("keeps the server's English in English", async () => {
    expect(deviceWords("Chrome on Windows", t)).toBe("Chrome on Windows");
    expect(deviceWords("Browser on Linux", t)).toBe("Browser on Linux");
    expect(deviceWords("Firefox", t)).toBe("Firefox");
    expect(deviceWords(null, t)).toBe("Unknown device");
  });

  it("puts the browser and the system in the reader's own words", async () => {
    try {
      appStore.set(languageAtom, "ms");
      await sessionsText.ready("ms");
      expect(deviceWords("Chrome on Windows", t)).toBe("Chrome di Windows");
      expect(deviceWords("Browser on Linux", t)).toBe("Pelayar di Linux");
      appStore.set(languageAtom, "zh");
      await sessionsText.ready("zh");
      expect(deviceWords("Safari on iPhone", t)).toBe("iPhone 上的 Safari");
    } finally {
      appStore.set(languageAtom, "en");
    }
  });
});
