// The platforms a post can be on, by their own brand names, which no language translates.
export const PLATFORMS = [
  { value: "instagram", brand: "Instagram" },
  { value: "tiktok", brand: "TikTok" },
  { value: "youtube", brand: "YouTube" },
  { value: "facebook", brand: "Facebook" },
  { value: "twitter", brand: "Twitter / X" },
] as const;

export type Platform = (typeof PLATFORMS)[number]["value"];

export const platformLabel = (value: string): string =>
  PLATFORMS.find((platform) => platform.value === value)?.brand ?? value;

/** The platforms as a select's options. */
export const PLATFORM_OPTIONS = PLATFORMS.map((platform) => ({ value: platform.value, label: platform.brand }));
