import { DEFAULT_LANGUAGE, LOCALE_TAGS, type Language } from "../../../domain/languages.ts";
import { format } from "../../platform/i18n/messages.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";
import { PASSWORD_CHANGED_MAIL } from "./password-changed-mail-text.ts";

// The notice that a member's password was changed, in the member's language (decision 31); in
// English it is English and then Malay, as the reset mail is. A member who did not change it
// learns at once, and learns what to do about it. It carries no link that acts by itself, only
// the sign-in page, where "Forgot your password?" starts a reset.

const timeIn = (language: Language, at: Date): string =>
  new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    timeZone: "Asia/Kuala_Lumpur",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(at);

const partsIn = (
  language: Language,
  firstName: string,
  change: { when: string; sessionsEnded: number; signIn: string },
  forgot: string,
) => {
  const words = PASSWORD_CHANGED_MAIL[language];
  const lang = language === "en" ? "" : ` lang="${language}"`;
  const count = change.sessionsEnded;
  const ended = format(count === 0 ? words.endedNone : count === 1 ? words.endedOne : words.endedMany, { count });
  const changed = format(words.changed, { when: change.when, ended });
  const notYou = format(words.notYou, { forgot });
  const href = escapeHtml(change.signIn);
  return {
    text: [format(words.greeting, { name: firstName }), "", changed, "", notYou, change.signIn],
    html: [
      `<p${lang}>${format(escapeHtml(words.greeting), { name: escapeHtml(firstName) })}</p>`,
      `<p${lang}>${escapeHtml(changed)}</p>`,
      `<p${lang}>${escapeHtml(notYou)} <a href="${href}">${escapeHtml(words.signIn)}</a></p>`,
    ],
  };
};

export const passwordChangedMail = (
  to: { email: string; firstName: string; language?: Language },
  change: { at: Date; sessionsEnded: number; publicUrl: string },
): Mail => {
  const language = to.language ?? DEFAULT_LANGUAGE;
  const words = PASSWORD_CHANGED_MAIL[language];
  const about = {
    when: timeIn(language, change.at),
    sessionsEnded: change.sessionsEnded,
    signIn: `${change.publicUrl}/login`,
  };
  const own = partsIn(language, to.firstName, about, words.forgot);
  if (language !== "en")
    return {
      to: to.email,
      toName: to.firstName,
      subject: words.subject,
      text: own.text.join("\n"),
      html: own.html.join("\n"),
    };
  // The Malay half names the moment and the link as the English reader's screens show them.
  const malay = partsIn("ms", to.firstName, about, words.forgot);
  return {
    to: to.email,
    toName: to.firstName,
    subject: `${words.subject} (${PASSWORD_CHANGED_MAIL.ms.subject})`,
    text: [...own.text, "", "---", "", ...malay.text].join("\n"),
    html: [...own.html, `<hr>`, ...malay.html].join("\n"),
  };
};
