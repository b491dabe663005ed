import { SOCIAL_PLATFORMS } from "../../../../domain/profile-options.ts";
import { formatNumber, fullName } from "../../../lib/format.ts";
import type { TeamMember } from "../api/team.ts";

export const displayName = (member: Pick<TeamMember, "firstName" | "lastName">): string => fullName(member) || "Unknown User";

// "city, state", whichever parts exist, or the spec's dash.
export const locationOf = (member: Pick<TeamMember, "city" | "state">): string =>
  [member.city, member.state].map((part) => part?.trim() ?? "").filter(Boolean).join(", ") || "-";

// Option values are stored as "prefer-not-to-say"; people read "Prefer not to say".
export const optionLabel = (value: string): string => {
  const words = value.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const PLATFORM_NAMES: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  facebook: "Facebook",
  twitter: "Twitter / X",
};

export type SocialEntry = { platform: string; handle: string; audience: string };

// Only platforms with a profile name, in the spec's order; YouTube counts subscribers.
export function socialEntries(links: TeamMember["socialMediaLinks"]): SocialEntry[] {
  return SOCIAL_PLATFORMS.flatMap((platform) => {
    const link = links[platform];
    const handle = link?.profileName?.trim();
    if (!handle) return [];
    const count = formatNumber(link?.followers);
    return [{ platform: PLATFORM_NAMES[platform], handle, audience: `${count} ${platform === "youtube" ? "subscribers" : "followers"}` }];
  });
}
