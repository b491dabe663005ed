import type { Platform } from "./events.ts";
import { platformOfLink } from "./post-link.ts";

// What a platform says about a post is read against the handle the member claims there
// (decision 52), so both sides must be written the same way: lower case, without "@", except
// YouTube, which keeps the form its link names ("@name", "channel/uc…", "user/name", "c/name").
// Pure and offline: the platforms' oEmbed answers name an author by a profile link (every
// platform) or by a bare id (TikTok's author_unique_id), and this turns either into a handle.

/** Who limits the calls: Instagram and Facebook are both asked through the Meta app. */
export const EVIDENCE_SOURCES = ["youtube", "tiktok", "x", "meta"] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

export const SOURCE_OF: Readonly<Record<Platform, EvidenceSource>> = {
  youtube: "youtube",
  tiktok: "tiktok",
  twitter: "x",
  instagram: "meta",
  facebook: "meta",
};

export const PLATFORMS_OF: Readonly<Record<EvidenceSource, ReadonlyArray<Platform>>> = {
  youtube: ["youtube"],
  tiktok: ["tiktok"],
  x: ["twitter"],
  meta: ["instagram", "facebook"],
};

/** The names an admin reads in a detail ("TikTok did not answer"). */
export const PLATFORM_LABELS: Readonly<Record<Platform, string>> = {
  youtube: "YouTube",
  tiktok: "TikTok",
  twitter: "X",
  instagram: "Instagram",
  facebook: "Facebook",
};

// First path segments that are pages of the site, not accounts.
const NOT_ACCOUNTS: Readonly<Record<Platform, ReadonlySet<string>>> = {
  instagram: new Set(["p", "reel", "reels", "tv", "stories", "explore", "accounts", "direct", "about"]),
  facebook: new Set([
    "watch",
    "reel",
    "reels",
    "groups",
    "share",
    "events",
    "pages",
    "photo",
    "photo.php",
    "story.php",
  ]),
  twitter: new Set(["i", "intent", "home", "search", "explore", "hashtag", "share", "settings", "messages"]),
  tiktok: new Set(),
  youtube: new Set(),
};

const ACCOUNT: Readonly<Record<Exclude<Platform, "youtube">, RegExp>> = {
  instagram: /^[a-z0-9._]{1,30}$/,
  tiktok: /^[a-z0-9._]{1,64}$/,
  twitter: /^[a-z0-9_]{1,15}$/,
  facebook: /^[a-z0-9.-]{1,80}$/,
};

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment).normalize("NFKC").toLowerCase();
  } catch {
    return null;
  }
};

/** A bare handle as a member or a platform writes it ("@Siti.Cooks", "siti.cooks"), as stored; null when it is not one. */
export const normaliseHandle = (platform: Platform, raw: string): string | null => {
  const bare = raw.trim().replace(/^@/, "").normalize("NFKC").toLowerCase();
  if (bare === "") return null;
  if (platform === "youtube") return /^[^\s/?#]{1,100}$/u.test(bare) ? `@${bare}` : null;
  return ACCOUNT[platform].test(bare) ? bare : null;
};

const youtubeHandle = (segments: ReadonlyArray<string>): string | null => {
  const [first, second] = segments;
  if (first === undefined) return null;
  if (first.startsWith("@")) return first.length > 1 && segments.length === 1 ? first : null;
  if (["channel", "user", "c"].includes(first) && second !== undefined && segments.length === 2)
    return `${first}/${second}`;
  return null;
};

/**
 * The handle a profile link names on `platform` (https://www.tiktok.com/@siti.cooks → "siti.cooks",
 * https://www.youtube.com/channel/UCx → "channel/ucx", facebook.com/profile.php?id=123 → "id/123"),
 * or null when the link is not a profile on that platform's own site.
 */
export const handleFromProfileLink = (platform: Platform, link: string): string | null => {
  if (platformOfLink(link) !== platform) return null;
  const url = new URL(link.trim());
  const segments = url.pathname.split("/").filter((s) => s !== "");
  const decoded = segments.map(decode);
  if (decoded.some((s) => s === null)) return null;
  const parts = decoded as Array<string>;
  switch (platform) {
    case "youtube":
      return youtubeHandle(parts);
    case "tiktok":
      return parts.length === 1 && parts[0]!.startsWith("@") ? normaliseHandle("tiktok", parts[0]!) : null;
    default: {
      // A Facebook account without a name is its number; a page or a person by name is the
      // first segment, as on Instagram and X.
      const id = url.searchParams.get("id");
      if (platform === "facebook" && parts[0] === "profile.php")
        return id !== null && /^\d+$/.test(id) ? `id/${id}` : null;
      const first = parts[0];
      if (first === undefined || NOT_ACCOUNTS[platform].has(first)) return null;
      return normaliseHandle(platform, first);
    }
  }
};

/**
 * Seconds to wait as a Retry-After header says (a number of seconds or an HTTP date), or null
 * when it says nothing usable.
 */
export const retryAfterSeconds = (header: string | null, nowMs: number): number | null => {
  if (header === null || header.trim() === "") return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
};

/** The wait after the `failures`th failure in a row: doubling from `baseMs`, never above `maxMs`. */
export const backoffMs = (failures: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));
