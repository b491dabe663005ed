import type { Translate } from "../../../lib/i18n/use-t.ts";
import { socialEntries, type SocialEntry } from "../../../lib/member-details.ts";
import type { teamText } from "../i18n.ts";
import type { TeamMember } from "../api/team.ts";

type TeamKey = Parameters<typeof teamText.text>[1];

// Only platforms with a profile name, in platform order; YouTube counts subscribers.
export const socialLines = (links: TeamMember["socialMediaLinks"], t: Translate<TeamKey>): SocialEntry[] =>
  socialEntries(links, (count, platform) =>
    t(platform === "youtube" ? "profile.subscribers" : "profile.followers", { count }),
  );
