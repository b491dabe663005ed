import type { Language } from "../../../../domain/languages.ts";
import { placeholderDifference } from "../../../../domain/placeholders.ts";
import { optionLabel } from "../../../lib/member-details.ts";
import { RECIPIENTS } from "../../invite/api/message-templates.ts";
import { say, type TemplatesKey } from "../templates/i18n.ts";

// The share templates as admins see them. They are stored under the names members' Invite page
// looks them up by (whatsapp_share_template, ...); an admin reads a proper name and where the
// template is used instead.
type Described = { title: TemplatesKey; usedFor: TemplatesKey };

const TEMPLATES: Readonly<Record<string, Described>> = {
  whatsapp_share_template: { title: "name.whatsapp", usedFor: "use.whatsapp" },
  social_share_default: { title: "name.social", usedFor: "use.social" },
  instagram_story_template: { title: "name.instagram", usedFor: "use.instagram" },
  personal_invite_message: { title: "name.personal", usedFor: "use.personal" },
};

// Brand names keep their own capitals in a name that is not in the list above.
const BRANDS: ReadonlyArray<[RegExp, string]> = [
  [/\bwhatsapp\b/gi, "WhatsApp"],
  [/\btiktok\b/gi, "TikTok"],
  [/\byoutube\b/gi, "YouTube"],
  [/\binstagram\b/gi, "Instagram"],
  [/\bfacebook\b/gi, "Facebook"],
];

export function templateTitle(name: string): string {
  const known = TEMPLATES[name];
  if (known) return say(known.title);
  return BRANDS.reduce((title, [word, brand]) => title.replace(word, brand), optionLabel(name));
}

export const templateUse = (name: string): string | null => {
  const known = TEMPLATES[name];
  return known ? say(known.usedFor) : null;
};

/**
 * The placeholders a share template may hold: exactly those the Invite page fills in with the
 * sharing member's details (invite/utils/share-messages.ts, fillTemplate); any other stays as
 * typed in the shared text. {{name}} reads as the text's own language says "there".
 */
export const SHARE_PLACEHOLDERS = [
  "{{referralLink}}",
  "{{link}}",
  "{{referralId}}",
  "{{firstName}}",
  "{{lastName}}",
  "{{name}}",
] as const;

const MEANINGS: Record<(typeof SHARE_PLACEHOLDERS)[number], TemplatesKey> = {
  "{{referralLink}}": "placeholder.referralLink",
  "{{link}}": "placeholder.link",
  "{{referralId}}": "placeholder.referralId",
  "{{firstName}}": "placeholder.firstName",
  "{{lastName}}": "placeholder.lastName",
  "{{name}}": "placeholder.name",
};

/** Each placeholder with what a share of a text in `language` puts in its place. */
export const placeholderMeanings = (language: Language) =>
  SHARE_PLACEHOLDERS.map((placeholder) => ({
    placeholder,
    meaning: say(MEANINGS[placeholder], { word: RECIPIENTS[language] }),
  }));

/** Why a translation cannot be saved beside `english`, as the server would refuse it; null if it can. */
export function placeholderProblem(english: string, translation: string): string | null {
  const { missing, extra } = placeholderDifference(english, translation);
  if (missing.length > 0) return say("editor.missing", { placeholders: missing.join(", ") });
  return extra.length > 0 ? say("editor.extra", { placeholders: extra.join(", ") }) : null;
}
