import { describe, expect, it } from "vitest";
import type { Language } from "../../../domain/languages.ts";
import { memberMail, type MailHalf } from "./member-mail.ts";

// The shape the account mails share, with words that only say which language wrote them.
const half = (language: Language, reader: Language): MailHalf => ({
  subject: `Subject ${language}`,
  greeting: `Hello ${language} {name},`,
  text: [`Line ${language} for ${reader}`, "", "Last"],
  html: [`Paragraph ${language} for ${reader}`],
});
const to = { email: "siti@example.my", firstName: "Siti <Q>" };

describe("a mail about a member's own account", () => {
  it("is English and then Malay for an English reader, and for one who never chose", () => {
    for (const mail of [memberMail({ to, half }), memberMail({ to: { ...to, language: "en" }, half })]) {
      expect(mail).toEqual({
        to: "siti@example.my",
        toName: "Siti <Q>",
        subject: "Subject en (Subject ms)",
        text: [
          "Hello en Siti <Q>,",
          "",
          "Line en for en",
          "",
          "Last",
          "",
          "---",
          "",
          "Hello ms Siti <Q>,",
          "",
          "Line ms for en",
          "",
          "Last",
        ].join("\n"),
        html: [
          "<p>Hello en Siti &lt;Q&gt;,</p>",
          "<p>Paragraph en for en</p>",
          "<hr>",
          '<p lang="ms">Hello ms Siti &lt;Q&gt;,</p>',
          '<p lang="ms">Paragraph ms for en</p>',
        ].join("\n"),
      });
    }
  });

  it("is the reader's own language alone otherwise, with the closing in it", () => {
    const mail = memberMail({
      to: { ...to, language: "ta" },
      half,
      closing: (languages) => `<p>closing ${languages.join("+")}</p>`,
    });
    expect(mail.subject).toBe("Subject ta");
    expect(mail.text).toBe("Hello ta Siti <Q>,\n\nLine ta for ta\n\nLast");
    expect(mail.html).toBe(
      '<p lang="ta">Hello ta Siti &lt;Q&gt;,</p>\n<p lang="ta">Paragraph ta for ta</p>\n<p>closing ta</p>',
    );
    expect(memberMail({ to, half, closing: (languages) => languages.join("+") }).html.endsWith("\nen+ms")).toBe(true);
  });
});
