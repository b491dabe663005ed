import { optionLabel } from "../../../lib/member-details.ts";

// The share templates as admins see them. They are stored under the names members' Invite page
// looks them up by (whatsapp_share_template, ...); an admin reads a proper name and where the
// template is used instead.
type Described = { title: string; usedFor: string };

const TEMPLATES: Readonly<Record<string, Described>> = {
  whatsapp_share_template: { title: "WhatsApp share template", usedFor: "The WhatsApp button on the Invite page" },
  social_share_default: {
    title: "Default social share template",
    usedFor: "The Twitter and Copy Message buttons, and the message preview on the Invite page",
  },
  instagram_story_template: {
    title: "Instagram story template",
    usedFor: "The caption the Instagram button copies (Instagram does not turn text into links)",
  },
  personal_invite_message: { title: "Personal invite message", usedFor: "The Email button on the Invite page" },
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
  if (known) return known.title;
  return BRANDS.reduce((title, [word, brand]) => title.replace(word, brand), optionLabel(name));
}

export const templateUse = (name: string): string | null => TEMPLATES[name]?.usedFor ?? null;

/**
 * The placeholders a share template may hold: exactly those the Invite page fills in with the
 * sharing member's details (invite/utils/share-messages.ts, fillTemplate); any other stays as
 * typed in the shared text.
 */
export const SHARE_PLACEHOLDERS: ReadonlyArray<{ placeholder: string; meaning: string }> = [
  { placeholder: "{{referralLink}}", meaning: "the member's invite link (/join/their code)" },
  { placeholder: "{{link}}", meaning: "the same invite link, a shorter name" },
  { placeholder: "{{referralId}}", meaning: "the member's referral code" },
  { placeholder: "{{firstName}}", meaning: "the member's first name" },
  { placeholder: "{{lastName}}", meaning: "the member's last name" },
  { placeholder: "{{name}}", meaning: "the person invited; a share does not know them, so it reads “there”" },
];
