import { DEFAULT_LANGUAGE, type Language } from "../../../domain/languages.ts";
import { format } from "../i18n/messages.ts";
import { escapeHtml, type Mail } from "./outbox.ts";

// The shape every mail about a member's own account shares (the reset link, the notices of a
// changed password or bank account): a greeting by first name, then the mail's own lines, in the
// member's language (decision 31). In English it is English and then Malay, as it always was:
// English is also what a member who never chose a language reads, and many of them read Malay
// first. Each mail supplies only its words.

/** One language's half of a mail. */
export interface MailHalf {
  readonly subject: string;
  /** The greeting, with {name} for the first name. */
  readonly greeting: string;
  /** The lines after the greeting, as plain text. */
  readonly text: ReadonlyArray<string>;
  /** The paragraphs after the greeting, as HTML with every value already escaped. */
  readonly html: ReadonlyArray<string>;
}

export interface MemberMail {
  readonly to: { readonly email: string; readonly firstName: string; readonly language?: Language };
  /**
   * The half in `language`; `reader` is the member's own language, for what both halves show as
   * the member's screens do (the name of a link, a moment).
   */
  readonly half: (language: Language, reader: Language) => MailHalf;
  /** A last paragraph after both halves, given the languages the mail is in. */
  readonly closing?: (languages: ReadonlyArray<Language>) => string;
}

/** ` lang="ms"` on a paragraph that is not in English, the mail's own language. */
export const langAttribute = (language: Language): string => (language === "en" ? "" : ` lang="${language}"`);

export const memberMail = ({ to, half, closing }: MemberMail): Mail => {
  const reader = to.language ?? DEFAULT_LANGUAGE;
  const languages: ReadonlyArray<Language> = reader === "en" ? ["en", "ms"] : [reader];
  const halves = languages.map((language) => {
    const words = half(language, reader);
    const lang = langAttribute(language);
    const greeting = `<p${lang}>${format(escapeHtml(words.greeting), { name: escapeHtml(to.firstName) })}</p>`;
    return {
      subject: words.subject,
      text: [format(words.greeting, { name: to.firstName }), "", ...words.text].join("\n"),
      html: [greeting, ...words.html.map((paragraph) => `<p${lang}>${paragraph}</p>`)].join("\n"),
    };
  });
  const [first, ...others] = halves.map((h) => h.subject);
  return {
    to: to.email,
    toName: to.firstName,
    subject: others.length === 0 ? first! : `${first} (${others.join(", ")})`,
    text: halves.map((h) => h.text).join("\n\n---\n\n"),
    html: [halves.map((h) => h.html).join("\n<hr>\n"), ...(closing ? [closing(languages)] : [])].join("\n"),
  };
};
