import { describe, expect, it } from "vitest";
import { FORMER_MEMBER } from "../../domain/member-name.ts";
import type { Language } from "../../domain/languages.ts";
import { avatarName, namesIn } from "./member-names.ts";
import { libText } from "./text.ts";

const namesFor = async (language: Language) => {
  await libText.pending(language);
  return namesIn((key, values) => libText.text(language, key, values));
};

describe("namesIn", () => {
  it("shows a member's own name as it came, joined from its parts and trimmed", async () => {
    const nameOf = await namesFor("ms");
    expect(nameOf("Mei Ling", "Tan")).toBe("Mei Ling Tan");
    expect(nameOf(" Hafiz ", null)).toBe("Hafiz");
    expect(nameOf("Siti Aminah")).toBe("Siti Aminah");
  });

  it("says an erased member and a row without a name in the reader's language", async () => {
    const english = await namesFor("en");
    expect(english(FORMER_MEMBER)).toBe("Former member");
    expect(english(FORMER_MEMBER, "")).toBe("Former member");
    expect(english(null, " ")).toBe("Unknown User");
    const malay = await namesFor("ms");
    expect(malay(FORMER_MEMBER, "")).toBe("Bekas ahli");
    expect(malay(null)).toBe("Pengguna Tidak Dikenali");
    expect((await namesFor("zh"))(FORMER_MEMBER)).toBe("前成员");
    expect((await namesFor("ta"))(FORMER_MEMBER)).toBe("முன்னாள் உறுப்பினர்");
  });
});

describe("avatarName", () => {
  it("gives the letter of the shown name, and none (a '?') without a name", async () => {
    const malay = await namesFor("ms");
    expect(avatarName("Siti", malay)).toBe("Siti");
    expect(avatarName(FORMER_MEMBER, malay)).toBe("Bekas ahli");
    expect(avatarName("  ", malay)).toBeNull();
    expect(avatarName(null, malay)).toBeNull();
  });
});
