import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES, fillTemplate, shareMessages, shareUrls, withLink } from "./share-messages.ts";

const inviter = { firstName: "Aisyah", lastName: "Rahman", referralId: "AISYAH1" };
const link = "https://app.jemput.my/join/AISYAH1";

describe("fillTemplate", () => {
  it("fills every known placeholder, wherever it appears and however often", () => {
    const text = fillTemplate(
      "{{firstName}} {{lastName}} ({{referralId}}): {{referralLink}} {{link}} {{ firstName }}",
      inviter,
      link,
    );
    expect(text).toBe(`Aisyah Rahman (AISYAH1): ${link} ${link} Aisyah`);
  });

  it("greets the unknown recipient through {{name}}", () => {
    expect(fillTemplate("Hi {{name}},", inviter, link)).toBe("Hi there,");
  });

  it("greets them as the text's language does", () => {
    expect(fillTemplate("Hai {{name}},", inviter, link, "ms")).toBe("Hai kawan,");
    expect(fillTemplate("{{name}}，你好！", inviter, link, "zh")).toBe("朋友，你好！");
    expect(fillTemplate("வணக்கம் {{name}},", inviter, link, "ta")).toBe("வணக்கம் நண்பரே,");
  });

  it("leaves unknown placeholders visible and tolerates a missing last name", () => {
    expect(fillTemplate("{{firstName}} {{lastName}} {{nickname}}", { firstName: "Siti", referralId: "S1" }, link)).toBe(
      "Siti  {{nickname}}",
    );
  });
});

describe("withLink", () => {
  it("appends the link only when the text lacks it", () => {
    expect(withLink("Join me", link)).toBe(`Join me\n\n${link}`);
    expect(withLink(`Join me: ${link}`, link)).toBe(`Join me: ${link}`);
  });
});

describe("shareMessages", () => {
  it("uses the server's templates when present", () => {
    const messages = shareMessages(
      [{ name: "instagram_story_template", content: "Code {{referralId}} from {{firstName}}" }],
      inviter,
      link,
    );
    expect(messages.instagram_story_template).toBe("Code AISYAH1 from Aisyah");
  });

  it("falls back to built-in defaults for missing or blank templates", () => {
    const messages = shareMessages([{ name: "social_share_default", content: "   " }], inviter, link);
    expect(messages.social_share_default).toBe(fillTemplate(DEFAULT_TEMPLATES.social_share_default, inviter, link));
    expect(messages.personal_invite_message).toContain("Hi there,");
    expect(messages.personal_invite_message).toContain("Aisyah Rahman");
  });

  it("fills a language's texts in that language, and the English defaults in English", () => {
    const messages = shareMessages([{ name: "personal_invite_message", content: "Hai {{name}}" }], inviter, link, "ms");
    expect(messages.personal_invite_message).toBe(`Hai kawan\n\n${link}`);
    expect(messages.social_share_default).toBe(
      withLink(fillTemplate(DEFAULT_TEMPLATES.social_share_default, inviter, link), link),
    );
  });

  it("always carries the link on link-sharing channels, but not in the Instagram text", () => {
    const templates = [
      { name: "whatsapp_share_template", content: "Join {{firstName}}" },
      { name: "instagram_story_template", content: "Code {{referralId}}" },
    ];
    const messages = shareMessages(templates, inviter, link);
    expect(messages.whatsapp_share_template).toBe(`Join Aisyah\n\n${link}`);
    expect(messages.instagram_story_template).toBe("Code AISYAH1");
  });
});

describe("shareUrls", () => {
  it("encodes the text for each channel", () => {
    expect(shareUrls.whatsapp("Hi & join: a/b")).toBe("https://wa.me/?text=Hi%20%26%20join%3A%20a%2Fb");
    expect(shareUrls.facebook(link)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(shareUrls.twitter("#Jemput")).toBe("https://twitter.com/intent/tweet?text=%23Jemput");
    expect(shareUrls.email("Join me", "Line 1\nLine 2")).toBe("mailto:?subject=Join%20me&body=Line%201%0ALine%202");
  });
});
