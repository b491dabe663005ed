import type { Language } from "../../../../domain/languages.ts";
import { RECIPIENTS } from "../api/message-templates.ts";
import { inviteText, type InviteKey } from "../i18n.ts";

export type TemplateName =
  "whatsapp_share_template" | "social_share_default" | "instagram_story_template" | "personal_invite_message";

export type Inviter = { firstName?: string | undefined; lastName?: string | undefined; referralId: string };

// {{name}} is the person being invited: the seeded personal message greets them with it and signs
// off with the inviter's own first and last name. A share has no known recipient (RECIPIENTS).
const fillValues = (inviter: Inviter, link: string, language: Language): Record<string, string> => ({
  referralId: inviter.referralId,
  referralLink: link,
  link,
  name: RECIPIENTS[language],
  firstName: inviter.firstName?.trim() ?? "",
  lastName: inviter.lastName?.trim() ?? "",
});

// Used when an admin has switched a template off or it failed to load, in the reader's
// language: the catalog's texts take the same values as the seeded templates' placeholders.
const DEFAULT_KEYS: Record<TemplateName, InviteKey> = {
  whatsapp_share_template: "defaults.whatsapp",
  social_share_default: "defaults.social",
  instagram_story_template: "defaults.instagram",
  personal_invite_message: "defaults.personal",
};

/** The built-in text for `name` in `language` (in English while that language's catalog loads). */
export function defaultText(name: TemplateName, inviter: Inviter, link: string, language: Language = "en"): string {
  // {{name}} greets in the language the text came out in.
  const spoken = inviteText.pending(language) === null ? language : "en";
  return inviteText.text(language, DEFAULT_KEYS[name], fillValues(inviter, link, spoken)).trim();
}

export function fillTemplate(content: string, inviter: Inviter, link: string, language: Language = "en"): string {
  const values = fillValues(inviter, link, language);
  // Unknown placeholders stay visible, so a typo in an edited template is noticed, not hidden.
  return content.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match).trim();
}

// A message sent through a link-sharing channel is useless without the link itself.
export function withLink(text: string, link: string): string {
  return text.includes(link) ? text : `${text}\n\n${link}`;
}

export type ShareMessages = Record<TemplateName, string>;

export function shareMessages(
  templates: ReadonlyArray<{ name: string; content: string }>,
  inviter: Inviter,
  link: string,
  language: Language = "en",
): ShareMessages {
  const fill = (name: TemplateName) => {
    const content = templates.find((template) => template.name === name)?.content.trim();
    return content ? fillTemplate(content, inviter, link, language) : defaultText(name, inviter, link, language);
  };
  return {
    whatsapp_share_template: withLink(fill("whatsapp_share_template"), link),
    social_share_default: withLink(fill("social_share_default"), link),
    // Instagram captions and stories do not turn text into links, so the code carries the invite.
    instagram_story_template: fill("instagram_story_template"),
    personal_invite_message: withLink(fill("personal_invite_message"), link),
  };
}

export const shareUrls = {
  whatsapp: (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`,
  facebook: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  twitter: (text: string) => `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`,
  email: (subject: string, body: string) =>
    `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
};
