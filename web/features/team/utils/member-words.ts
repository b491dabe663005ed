import type { Translate } from "../../../lib/i18n/use-t.ts";
import { optionLabel, socialEntries, type SocialEntry } from "../../../lib/member-details.ts";
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

const CATEGORIES: Readonly<Record<string, TeamKey>> = {
  "Beauty & Fashion": "category.beautyFashion",
  "Food & Lifestyle": "category.foodLifestyle",
  Technology: "category.technology",
  "Health & Fitness": "category.healthFitness",
  Travel: "category.travel",
  Education: "category.education",
  Entertainment: "category.entertainment",
  Business: "category.business",
  Sports: "category.sports",
  Parenting: "category.parenting",
  "Art & Photography": "category.artPhotography",
  Music: "category.music",
  Gaming: "category.gaming",
  Finance: "category.finance",
  "DIY & Crafts": "category.diyCrafts",
};

/** A gender or marital status as people read it: "prefer-not-to-say" is "Prefer not to say". */
export function optionWords(value: string, t: Translate<TeamKey>): string {
  const key = OPTIONS[value];
  return key ? t(key) : optionLabel(value);
}

export function categoryWords(category: string, t: Translate<TeamKey>): string {
  const key = CATEGORIES[category];
  return key ? t(key) : category;
}

// Only platforms with a profile name, in platform order; YouTube counts subscribers.
export const socialLines = (links: TeamMember["socialMediaLinks"], t: Translate<TeamKey>): SocialEntry[] =>
  socialEntries(links, (count, platform) =>
    t(platform === "youtube" ? "profile.subscribers" : "profile.followers", { count }),
  );
