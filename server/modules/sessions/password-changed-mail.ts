import { LOCALE_TAGS, type Language } from "../../../domain/languages.ts";
import { format } from "../../platform/i18n/messages.ts";
import { memberMail } from "../../platform/mail/member-mail.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";
import { PASSWORD_CHANGED_MAIL } from "./password-changed-mail-text.ts";

// The notice that a member's password was changed, in the shape of every account mail
// (platform/mail/member-mail.ts). A member who did not change it learns at once, and learns what
// to do about it. It carries no link that acts by itself, only the sign-in page, where "Forgot
// your password?" starts a reset.

const timeIn = (language: Language, at: Date): string =>
  new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    timeZone: "Asia/Kuala_Lumpur",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(at);

export const passwordChangedMail = (
  to: { email: string; firstName: string; language?: Language },
  change: { at: Date; sessionsEnded: number; publicUrl: string },
): Mail => {
  const signIn = `${change.publicUrl}/login`;
  const count = change.sessionsEnded;
  return memberMail({
    to,
    // The Malay half names the moment and the link as the English reader's screens show them.
    half: (language, reader) => {
      const words = PASSWORD_CHANGED_MAIL[language];
      const ended = format(count === 0 ? words.endedNone : count === 1 ? words.endedOne : words.endedMany, { count });
      const changed = format(words.changed, { when: timeIn(reader, change.at), ended });
      const notYou = format(words.notYou, { forgot: PASSWORD_CHANGED_MAIL[reader].forgot });
      return {
        subject: words.subject,
        greeting: words.greeting,
        text: [changed, "", notYou, signIn],
        html: [
          escapeHtml(changed),
          `${escapeHtml(notYou)} <a href="${escapeHtml(signIn)}">${escapeHtml(words.signIn)}</a>`,
        ],
      };
    },
  });
};
