import { DEFAULT_LANGUAGE, type Language } from "../../../domain/languages.ts";
import { format } from "../../platform/i18n/messages.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";
import { BANK_CHANGE_MAIL, dateTimeIn } from "./bank-change-mail-text.ts";

// The notice that a member's bank details changed, in the member's language (decision 31); in
// English it is English and then Malay, as the other account mails are (auth/reset-mail.ts).
// Payouts go to that account, so the member hears of every change, and someone who changed it
// from a stolen session cannot keep it quiet. It holds no link: a mail that tells someone their
// account may be taken over should not ask them to click one, only where to go themselves.

// Malaysia keeps UTC+8 all year (domain/period.ts), so the time reads the same all year.
const MYT_OFFSET_MS = 8 * 3_600_000;

/** "14 May 2026, 09:05" in Malaysian time, as `language` writes a date. */
const malaysianTime = (at: Date, language: Language): string => {
  const my = new Date(at.getTime() + MYT_OFFSET_MS);
  const hh = String(my.getUTCHours()).padStart(2, "0");
  const mm = String(my.getUTCMinutes()).padStart(2, "0");
  return dateTimeIn(language, {
    year: my.getUTCFullYear(),
    month: my.getUTCMonth(),
    day: my.getUTCDate(),
    clock: `${hh}:${mm}`,
  });
};

// `forgot` is the link's name on the screens the reader sees, which the English mail's Malay
// half shares with its English.
const partsIn = (language: Language, firstName: string, at: Date, last4: string | null, forgot: string) => {
  const words = BANK_CHANGE_MAIL[language];
  const lang = language === "en" ? "" : ` lang="${language}"`;
  const changed = format(words.changed, { when: format(words.when, { time: malaysianTime(at, language) }) });
  // Without an account number (details removed) there is no account to name.
  const now = last4 === null ? words.nowNone : format(words.nowTo, { last4 });
  const notYou = format(words.notYou, { forgot });
  return {
    text: [format(words.greeting, { name: firstName }), "", changed, now, "", words.wasYou, notYou],
    html: [
      `<p${lang}>${format(escapeHtml(words.greeting), { name: escapeHtml(firstName) })}</p>`,
      // Chinese sets its sentences side by side, without a space.
      `<p${lang}>${escapeHtml(changed)}${language === "zh" ? "" : " "}${escapeHtml(now)}</p>`,
      `<p${lang}>${escapeHtml(words.wasYou)}</p>`,
      `<p${lang}><strong>${escapeHtml(notYou)}</strong></p>`,
    ],
  };
};

export const bankChangeNotice = (
  to: { email: string; firstName: string; language?: Language },
  at: Date,
  last4: string | null,
): Mail => {
  const language = to.language ?? DEFAULT_LANGUAGE;
  const words = BANK_CHANGE_MAIL[language];
  const own = partsIn(language, to.firstName, at, last4, words.forgot);
  if (language !== "en")
    return {
      to: to.email,
      toName: to.firstName,
      subject: words.subject,
      text: own.text.join("\n"),
      html: own.html.join("\n"),
    };
  const malay = partsIn("ms", to.firstName, at, last4, words.forgot);
  return {
    to: to.email,
    toName: to.firstName,
    subject: `${words.subject} (${BANK_CHANGE_MAIL.ms.subject})`,
    text: [...own.text, "", "---", "", ...malay.text].join("\n"),
    html: [...own.html, `<hr>`, ...malay.html].join("\n"),
  };
};
