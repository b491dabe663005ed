import { DEFAULT_LANGUAGE, type Language } from "../../../domain/languages.ts";
import { format } from "../../platform/i18n/messages.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";
import { RESET_MINUTES } from "../credentials/tokens.ts";
import { RESET_MAIL } from "./reset-mail-text.ts";

// The password-reset mail, with the one link that works, in the member's language (decision
// 31). In English it is English and then Malay, as it always was: English is also what a
// member who never chose a language reads, and many of them read Malay first.

interface Parts {
  readonly text: ReadonlyArray<string>;
  readonly html: ReadonlyArray<string>;
}

const partsIn = (language: Language, firstName: string, link: string, hours: number): Parts => {
  const words = RESET_MAIL[language];
  const lang = language === "en" ? "" : ` lang="${language}"`;
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(words.linkText)}</a>`;
  return {
    text: [
      format(words.greeting, { name: firstName }),
      "",
      format(words.textAction, { hours }),
      link,
      "",
      words.ignore,
    ],
    html: [
      `<p${lang}>${format(escapeHtml(words.greeting), { name: escapeHtml(firstName) })}</p>`,
      `<p${lang}>${format(escapeHtml(words.htmlAction), { link: anchor, hours })}</p>`,
      `<p${lang}>${escapeHtml(words.ignore)}</p>`,
    ],
  };
};

export const resetMail = (to: { email: string; firstName: string; language?: Language }, link: string): Mail => {
  const language = to.language ?? DEFAULT_LANGUAGE;
  const hours = RESET_MINUTES / 60;
  const href = escapeHtml(link);
  const own = partsIn(language, to.firstName, link, hours);
  const words = RESET_MAIL[language];
  if (language !== "en")
    return {
      to: to.email,
      toName: to.firstName,
      subject: words.subject,
      text: own.text.join("\n"),
      html: [...own.html, `<p lang="${language}">${escapeHtml(words.copyLink)}${words.colon}<br>${href}</p>`].join(
        "\n",
      ),
    };
  const malay = partsIn("ms", to.firstName, link, hours);
  const ms = RESET_MAIL.ms;
  return {
    to: to.email,
    toName: to.firstName,
    subject: `${words.subject} (${ms.subject})`,
    text: [...own.text, "", "---", "", ...malay.text].join("\n"),
    html: [
      ...own.html,
      `<hr>`,
      ...malay.html,
      `<p>${escapeHtml(words.copyLink)} / ${escapeHtml(ms.copyLink)}${ms.colon}<br>${href}</p>`,
    ].join("\n"),
  };
};
