import { describe, expect, it } from "vitest";
import { UNDO_APPROVAL_REASON } from "../../domain/approval-undo.ts";
import type { Language } from "../../domain/languages.ts";
import { reversalReasonsIn } from "./reversal-reasons.ts";
import { libText } from "./text.ts";

const reasonsFor = async (language: Language) => {
  await libText.pending(language);
  return reversalReasonsIn((key, values) => libText.text(language, key, values));
};

describe("reversalReasonsIn", () => {
  it("words an approval undone from its toast in the reader's language", async () => {
    expect((await reasonsFor("en"))(UNDO_APPROVAL_REASON)).toBe("Approval undone by an admin");
    expect((await reasonsFor("ms"))(UNDO_APPROVAL_REASON)).toBe("Kelulusan dibuat asal oleh pentadbir");
    expect((await reasonsFor("zh"))(UNDO_APPROVAL_REASON)).toBe("批准已被管理员撤销");
    expect((await reasonsFor("ta"))(UNDO_APPROVAL_REASON)).toBe("நிர்வாகி அங்கீகாரத்தைச் செயல்தவிர்த்தார்");
  });

  it("keeps a reason an admin typed as it was typed", async () => {
    expect((await reasonsFor("ms"))("Video taken down")).toBe("Video taken down");
  });
});
