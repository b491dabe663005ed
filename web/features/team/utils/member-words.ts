import type { Translate } from "../../../lib/i18n/use-t.ts";
import { optionLabel, socialEntries, type SocialEntry } from "../../../lib/member-details.ts";
import { CATEGORY_KEYS } from "../../../lib/profile-option-keys.ts";
import type { teamText } from "../i18n.ts";
import type { TeamMember } from "../api/team.ts";

// The words of a member's profile that come as stored values (domain/profile-options.ts), in
// the reader's language; a value the catalog does not know is shown as it is stored.
type TeamKey = Parameters<typeof teamText.text>[1];

const OPTIONS: Readonly<Record<string, TeamKey>> = {
  male: "option.male",
  female: "option.female",
  other: "option.other",
  "prefer-not-to-say": "option.preferNotToSay",
  single: "option.single",
  married: "option.married",
  divorced: "option.divorced",
  widowed: "option.widowed",
};

/** A gender or marital status as people read it: "prefer-not-to-say" is "Prefer not to say". */
export function optionWords(value: string, t: Translate<TeamKey>): string {
  const key = OPTIONS[value];
  return key ? t(key) : optionLabel(value);
}

export function categoryWords(category: string, t: Translate<TeamKey>): string {
  const key = Object.hasOwn(CATEGORY_KEYS, category)
    ? CATEGORY_KEYS[category as keyof typeof CATEGORY_KEYS]
    : undefined;
  return key ? t(key) : category;
}

// Only platforms with a profile name, in platform order; YouTube counts subscribers.
export const socialLines = (links: TeamMember["socialMediaLinks"], t: Translate<TeamKey>): SocialEntry[] =>
  socialEntries(links, (count, platform) =>
    t(platform === "youtube" ? "profile.subscribers" : "profile.followers", { count }),
  );
