import type { Language } from "../../../../domain/languages.ts";
import { RECIPIENTS } from "../api/message-templates.ts";

export type TemplateName =
  "whatsapp_share_template" | "social_share_default" | "instagram_story_template" | "personal_invite_message";

export type Inviter = { firstName?: string | undefined; lastName?: string | undefined; referralId: string };

// Used when an admin has switched a template off or it failed to load; they use the same
// placeholders as the seeded ones, so one filling rule serves both.
export const DEFAULT_TEMPLATES: Record<TemplateName, string> = {
  whatsapp_share_template:
    "Hi! I'm {{firstName}} and I earn from posting content with Jemput: RM 200 for every approved post.\n\nJoin my team with my link: {{referralLink}}\n(Referral code: {{referralId}})",
  social_share_default:
    "Creators in Malaysia: get paid RM 200 for every approved post with Jemput. Join my team: {{referralLink}} #Jemput #MalaysianCreators",
  instagram_story_template:
    "Getting paid for my content with Jemput. RM 200 per approved post. Use my code {{referralId}} when you sign up.",
  personal_invite_message:
    "Hi {{name}},\n\nI've been earning with Jemput, which pays Malaysian creators RM 200 for every approved post. Sign up with my link: {{referralLink}}\nMy referral code: {{referralId}}\n\n{{firstName}} {{lastName}}",
};

// {{name}} is the person being invited: the seeded personal message greets them with it and signs
// off with the inviter's own first and last name. A share has no known recipient (RECIPIENTS).

export function fillTemplate(content: string, inviter: Inviter, link: string, language: Language = "en"): string {
  const values: Record<string, string> = {
    referralId: inviter.referralId,
    referralLink: link,
    link,
    name: RECIPIENTS[language],
    firstName: inviter.firstName?.trim() ?? "",
    lastName: inviter.lastName?.trim() ?? "",
  };
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
  // The built-in defaults are English, so {{name}} in one of them reads as English does.
  const fill = (name: TemplateName) => {
    const content = templates.find((template) => template.name === name)?.content.trim();
    return content
      ? fillTemplate(content, inviter, link, language)
      : fillTemplate(DEFAULT_TEMPLATES[name], inviter, link);
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
