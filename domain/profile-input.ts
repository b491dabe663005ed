import type { SOCIAL_PLATFORMS } from "./profile-options.ts";

// What the profile form accepts beyond its option lists, checked alike by the form (before
// sending) and by the API (domain/contract/profile.ts), with the same bilingual messages.

/** The counts of the form: a whole number of 0 or more, named in both languages. */
export const COUNTS = {
  numberOfChildren: ["Number of children", "Bilangan anak"],
  followers: ["Followers", "Bilangan pengikut"],
} as const;
export type CountField = keyof typeof COUNTS;

export const countRules = (field: CountField) => {
  const [what, bahasa] = COUNTS[field];
  return {
    whole: `${what} must be a whole number (${bahasa} mestilah nombor bulat)`,
    negative: `${what} cannot be negative (${bahasa} tidak boleh negatif)`,
    tooLarge: `${what} is too large (${bahasa} terlalu besar)`,
  };
};

export const MAX_COUNT = 1_000_000_000;

/** The problem with a typed count, or null; blank is no problem (the field is optional). */
export function countProblem(field: CountField, typed: string): string | null {
  const value = typed.trim();
  if (value === "") return null;
  const rules = countRules(field);
  const number = Number(value);
  if (!Number.isInteger(number)) return rules.whole;
  if (number < 0) return rules.negative;
  return number > MAX_COUNT ? rules.tooLarge : null;
}

// A social profile link is a web address brands can open. Members often type their handle
// ("@nadia.makes") instead: the profile form turns a handle into the platform's address and
// says so before saving; the API itself takes web addresses only, so what is stored is always
// a link (decision 23).

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Where a handle lives on each platform: the address is this followed by the handle. */
const PROFILE_BASES: Readonly<Record<SocialPlatform, string>> = {
  instagram: "https://instagram.com/",
  tiktok: "https://tiktok.com/@",
  youtube: "https://youtube.com/@",
  facebook: "https://facebook.com/",
  twitter: "https://x.com/",
};

/** The example the form shows and the refusal names: "https://instagram.com/yourname". */
export const profileLinkExample = (platform: SocialPlatform): string => `${PROFILE_BASES[platform]}yourname`;

export const profileLinkRule = (platform: SocialPlatform): string =>
  `Profile link must be a web address such as ${profileLinkExample(platform)} ` +
  `(Pautan profil mestilah alamat web seperti ${profileLinkExample(platform)})`;

/** An http or https address on a named host (with a dot), nothing else: no javascript:, no bare words. */
export function isProfileUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

// Letters, digits, dots, underscores and dashes: what the five platforms allow in a handle.
const HANDLE = /^@?([A-Za-z0-9._-]{1,100})$/;

/**
 * What the form saves for what was typed: a web address as it is, an address typed without
 * "https://" ("instagram.com/nadia") with it, a handle ("@nadia" or "nadia") as the platform's
 * address; null when it is none of these. Blank stays blank.
 */
export function normaliseProfileLink(platform: SocialPlatform, typed: string): string | null {
  const value = typed.trim();
  if (value === "") return "";
  if (/^https?:\/\//i.test(value)) return isProfileUrl(value) ? value : null;
  if (value.includes("/") || /^www\./i.test(value)) {
    const withScheme = `https://${value}`;
    return isProfileUrl(withScheme) ? withScheme : null;
  }
  const handle = HANDLE.exec(value)?.[1];
  return handle && /[A-Za-z0-9]/.test(handle) ? `${PROFILE_BASES[platform]}${handle}` : null;
}
