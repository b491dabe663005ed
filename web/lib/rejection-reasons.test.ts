import { describe, expect, it } from "vitest";
import type { Language } from "../../domain/languages.ts";
import { NOT_OWN_POST_REASON } from "../../domain/rejection-reasons.ts";
import { rejectionReasonsIn, type ReasonReader } from "./rejection-reasons.ts";
import { libText } from "./text.ts";

const reasonsFor = async (language: Language, reader: ReasonReader) => {
  await libText.pending(language);
  return rejectionReasonsIn((key, values) => libText.text(language, key, values), reader);
};

describe("rejectionReasonsIn", () => {
  it("words a mismatch rejected in one step in the reader's language, to the member as their own post", async () => {
    expect((await reasonsFor("en", "admin"))(NOT_OWN_POST_REASON)).toBe("Not the member's own post");
    expect((await reasonsFor("en", "member"))(NOT_OWN_POST_REASON)).toBe(
      "Not your own post: the platform shows another account as its author",
    );
    expect((await reasonsFor("ms", "member"))(NOT_OWN_POST_REASON)).toMatch(/^Bukan hantaran anda sendiri/);
    expect((await reasonsFor("zh", "admin"))(NOT_OWN_POST_REASON)).toBe("不是该成员本人的帖子");
    expect((await reasonsFor("ta", "admin"))(NOT_OWN_POST_REASON)).toBe("உறுப்பினரின் சொந்தப் பதிவு அல்ல");
  });

  it("keeps a reason an admin typed as it was typed", async () => {
    expect((await reasonsFor("zh", "member"))("Brand not shown")).toBe("Brand not shown");
  });
});
