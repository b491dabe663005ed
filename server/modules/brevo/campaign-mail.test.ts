import { describe, expect, it } from "vitest";
import { fillPlaceholders, reminderMail } from "./campaign-mail.ts";

const AINA = { email: "aina@jemput.my", firstName: "Aina", lastName: "<Tan & Co>", referralId: "AINA1001" };
const URL = "https://jemput.my/api/unsubscribe?token=abc";

describe("the referral reminder's copy for one member", () => {
  it("fills the four placeholders, with or without spaces, and leaves others alone", () => {
    expect(fillPlaceholders("{{firstName}}|{{ lastName }}|{{referralId}}|{{email}}|{{phone}}", AINA, (v) => v)).toBe(
      "Aina|<Tan & Co>|AINA1001|aina@jemput.my|{{phone}}",
    );
  });

  it("escapes the values in the HTML but not in the one-line subject", () => {
    const mail = reminderMail(
      { subject: "Hi {{lastName}}\r\nBcc: x@y.z", htmlContent: "<p>{{lastName}}</p>" },
      AINA,
      URL,
    );
    expect(mail.subject).toBe("Hi <Tan & Co> Bcc: x@y.z");
    expect(mail.html).toContain("<p>&lt;Tan &amp; Co&gt;</p>");
    expect(mail.text).toContain("<Tan & Co>");
  });

  it("puts the unsubscribe link inside the body of a whole document, in English and Malay", () => {
    const mail = reminderMail({ subject: "Hi", htmlContent: "<html><body><p>Hi</p></body></html>" }, AINA, URL);
    expect(mail.html).toMatch(/<p>Hi<\/p><hr>.*Unsubscribe.*Berhenti melanggan.*<\/p>\n<\/body><\/html>$/s);
    expect(mail.text).toContain(`Unsubscribe (${URL})`);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${URL}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
