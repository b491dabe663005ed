import { describe, expect, it } from "vitest";
import { bankChangeNotice } from "./bank-change-mail.ts";

// The notice of a bank details change: to the member, in English then Malay, saying when (in
// Malaysian time), where payouts go now, and what to do if it was not them.
const TO = { email: "aisyah@test.jemput.my", firstName: "Aisyah" };
// 01:05 UTC is 09:05 in Malaysia.
const AT = new Date("2026-05-14T01:05:00Z");

describe("the bank change notice", () => {
  it("goes to the member, saying when and which account payouts go to now, in both languages", () => {
    const mail = bankChangeNotice(TO, AT, "4321");
    expect([mail.to, mail.toName]).toEqual([TO.email, "Aisyah"]);
    expect(mail.subject).toBe("Your bank details were changed (Butiran bank anda telah ditukar)");
    expect(mail.text).toContain("were changed on 14 May 2026, 09:05 (Malaysian time)");
    expect(mail.text).toContain("telah ditukar pada 14 Mei 2026, 09:05 (waktu Malaysia)");
    expect(mail.text).toContain("the account ending in 4321");
    expect(mail.text).toContain("akaun yang berakhir dengan 4321");
    // English first, then Malay, in the text and in the HTML alike.
    expect(mail.text.indexOf("Hi Aisyah")).toBeLessThan(mail.text.indexOf("Hai Aisyah"));
    expect(mail.html.indexOf("Hi Aisyah")).toBeLessThan(mail.html.indexOf('<p lang="ms">Hai Aisyah'));
    expect(mail.html).toContain("14 May 2026, 09:05");
  });

  it("tells someone who did not make the change to reset their password and contact support", () => {
    const { text } = bankChangeNotice(TO, AT, "4321");
    expect(text).toMatch(/If you did not make this change, reset your password[^\n]*contact Jemput support/);
    expect(text).toMatch(
      /Jika anda tidak membuat perubahan ini, tetapkan semula kata laluan[^\n]*hubungi sokongan Jemput/,
    );
  });

  it("reads the date in Malaysian time across midnight and the year's end", () => {
    // 17:30 UTC on the 31st is already the 1st there.
    const { text } = bankChangeNotice(TO, new Date("2026-12-31T17:30:00Z"), "0001");
    expect(text).toContain("on 1 January 2027, 01:30 (Malaysian time)");
    expect(text).toContain("pada 1 Januari 2027, 01:30 (waktu Malaysia)");
  });

  it("names no account when the details were removed", () => {
    const { text, html } = bankChangeNotice(TO, AT, null);
    expect(text).toContain("Your payouts now have no bank account to go to.");
    expect(text).not.toContain("ending in");
    expect(html).not.toContain("null");
  });

  it("writes a name as text in the HTML, never as markup", () => {
    const mail = bankChangeNotice({ ...TO, firstName: `<b>Ai</b> & "Syah"` }, AT, "4321");
    expect(mail.html).toContain("Hi &lt;b&gt;Ai&lt;/b&gt; &amp; &quot;Syah&quot;,");
    expect(mail.html).not.toContain("<b>Ai</b>");
    expect(mail.text).toContain(`Hi <b>Ai</b> & "Syah",`);
  });
});
