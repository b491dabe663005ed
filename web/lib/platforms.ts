export const PLATFORMS = [
  { value: "instagram", label: "Instagram" },
  { value: "tiktok", label: "TikTok" },
  { value: "youtube", label: "YouTube" },
  { value: "facebook", label: "Facebook" },
  { value: "twitter", label: "Twitter / X" },
] as const;

export type Platform = (typeof PLATFORMS)[number]["value"];

export const platformLabel = (value: string): string =>
  PLATFORMS.find((platform) => platform.value === value)?.label ?? value;
