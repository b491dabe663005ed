import type { Language } from "../../../domain/languages.ts";
import { format } from "../../platform/i18n/messages.ts";
import { langAttribute, memberMail } from "../../platform/mail/member-mail.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";
import { RESET_MINUTES } from "../credentials/tokens.ts";
import { RESET_MAIL } from "./reset-mail-text.ts";

// The password-reset mail, with the one link that works, in the shape of every account mail
// (platform/mail/member-mail.ts). The link is also written out at the end, once, for a mail
// reader that does not open it.
export const resetMail = (to: { email: string; firstName: string; language?: Language }, link: string): Mail => {
  const hours = RESET_MINUTES / 60;
  const href = escapeHtml(link);
  return memberMail({
    to,
    half: (language) => {
      const words = RESET_MAIL[language];
      const anchor = `<a href="${href}">${escapeHtml(words.linkText)}</a>`;
      return {
        subject: words.subject,
        greeting: words.greeting,
        text: [format(words.textAction, { hours }), link, "", words.ignore],
        html: [format(escapeHtml(words.htmlAction), { link: anchor, hours }), escapeHtml(words.ignore)],
      };
    },
    closing: (languages) => {
      const copyLink = languages.map((language) => escapeHtml(RESET_MAIL[language].copyLink)).join(" / ");
      const { colon } = RESET_MAIL[languages.at(-1)!];
      return `<p${langAttribute(languages[0]!)}>${copyLink}${colon}<br>${href}</p>`;
    },
  });
};
