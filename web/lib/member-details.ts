import { SOCIAL_PLATFORMS } from "../../domain/profile-options.ts";
import { formatNumber } from "./format.ts";
import { platformLabel } from "./platforms.ts";

// How a member is shown wherever one appears (My Team, the dashboard, admin); their name is
// worded by member-names.ts. Only the fields read here, in the shape every member row has: the
// shared helpers name no feature's types.
type Member = {
  city: string | null;
  state: string | null;
  socialMediaLinks: Partial<Record<(typeof SOCIAL_PLATFORMS)[number], { profileName: string; followers: number }>>;
};

// "city, state", whichever parts exist, or a dash.
export const locationOf = (member: Pick<Member, "city" | "state">): string =>
  [member.city, member.state]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(", ") || "-";

// Option values are stored as "prefer-not-to-say"; people read "Prefer not to say".
export const optionLabel = (value: string): string => {
  const words = value.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export type SocialEntry = { platform: string; handle: string; audience: string };

/** How a screen words a platform's audience, e.g. "12,500 followers" ("subscribers" on YouTube). */
export type AudienceWords = (count: string, platform: (typeof SOCIAL_PLATFORMS)[number]) => string;

// Only platforms with a profile name, in platform order (SOCIAL_PLATFORMS); the count comes
// grouped ("12,500") for the screen's own words around it.
export function socialEntries(links: Member["socialMediaLinks"], audience: AudienceWords): SocialEntry[] {
  return SOCIAL_PLATFORMS.flatMap((platform) => {
    const link = links[platform];
    const handle = link?.profileName?.trim();
    if (!handle) return [];
    return [{ platform: platformLabel(platform), handle, audience: audience(formatNumber(link?.followers), platform) }];
  });
}
