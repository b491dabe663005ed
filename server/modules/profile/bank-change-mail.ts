import type { Language } from "../../../domain/languages.ts";
import { format } from "../../platform/i18n/messages.ts";
import { memberMail } from "../../platform/mail/member-mail.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";
import { BANK_CHANGE_MAIL, dateTimeIn } from "./bank-change-mail-text.ts";

// The notice that a member's bank details changed, in the shape of every account mail
// (platform/mail/member-mail.ts). Payouts go to that account, so the member hears of every
// change, and someone who changed it from a stolen session cannot keep it quiet. It holds no
// link: a mail that tells someone their account may be taken over should not ask them to click
// one, only where to go themselves.

// Malaysia keeps UTC+8 all year (domain/period.ts), so the time reads the same all year.
const MYT_OFFSET_MS = 8 * 3_600_000;

/** "14 May 2026, 09:05" in Malaysian time, as `language` writes a date. */
export const malaysianTime = (at: Date, language: Language): string => {
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

export const bankChangeNotice = (
  to: { email: string; firstName: string; language?: Language },
  at: Date,
  last4: string | null,
): Mail =>
  memberMail({
    to,
    // `forgot` is the link's name on the screens the reader sees, which the English mail's Malay
    // half shares with its English.
    half: (language, reader) => {
      const words = BANK_CHANGE_MAIL[language];
      const changed = format(words.changed, { when: format(words.when, { time: malaysianTime(at, language) }) });
      // Without an account number (details removed) there is no account to name.
      const now = last4 === null ? words.nowNone : format(words.nowTo, { last4 });
      const notYou = format(words.notYou, { forgot: BANK_CHANGE_MAIL[reader].forgot });
      return {
        subject: words.subject,
        greeting: words.greeting,
        text: [changed, now, "", words.wasYou, notYou],
        html: [
          // Chinese sets its sentences side by side, without a space.
          `${escapeHtml(changed)}${language === "zh" ? "" : " "}${escapeHtml(now)}`,
          escapeHtml(words.wasYou),
          `<strong>${escapeHtml(notYou)}</strong>`,
        ],
      };
    },
  });
