import type { SocialPlatform } from "./profile-input.ts";

// A member's handle on a platform, read from the profile link they gave (decision 55). Handles
// are compared as text: a post's author as the platform names it against the member's handle
// (server/modules/evidence-status/columns.ts), and one member's handle against another's (a duplicate
// is a risk flag). So every link that names one account gives the one handle: lower case,
// without "@", whatever host prefix, query, fragment or trailing slash it came with. YouTube
// keeps the form its link names ("@name", "channel/ucxxxx", "user/name", "c/name"), since a
// channel id and a handle are different names for it. A link that names no account (the home
// page, a post, a share link only the platform can resolve) gives none.

const HOSTS: Readonly<Record<SocialPlatform, ReadonlyArray<string>>> = {
  instagram: ["instagram.com", "instagr.am"],
  tiktok: ["tiktok.com"],
  youtube: ["youtube.com"],
  facebook: ["facebook.com", "fb.com"],
  twitter: ["x.com", "twitter.com"],
};

// What serves the same pages as the bare host; anything else (vm.tiktok.com, studio.youtube.com,
// business.facebook.com) is a different site whose links name no profile.
const SAME_SITE = /^(?:(?:www\d*|m|mobile|web|mbasic|touch|[a-z]{2}-[a-z]{2})\.)?(.+)$/;

/** First path segments that are the platform's own pages, never an account. */
const RESERVED: Readonly<Record<SocialPlatform, ReadonlySet<string>>> = {
  instagram: new Set(["p", "reel", "reels", "tv", "explore", "accounts", "direct", "about", "legal", "developer"]),
  tiktok: new Set(),
  youtube: new Set(),
  facebook: new Set([
    "watch",
    "groups",
    "events",
    "marketplace",
    "gaming",
    "reel",
    "reels",
    "photo",
    "photo.php",
    "story.php",
    "permalink.php",
    "home.php",
    "login",
    "login.php",
    "share",
    "sharer",
    "sharer.php",
    "hashtag",
    "help",
    "settings",
    "pages",
    "policies",
    "privacy",
    "stories",
    "l.php",
  ]),
  twitter: new Set([
    "home",
    "i",
    "intent",
    "search",
    "explore",
    "hashtag",
    "settings",
    "share",
    "notifications",
    "messages",
    "compose",
    "login",
    "signup",
    "tos",
    "privacy",
    "jobs",
  ]),
};

// Letters (any script: a YouTube handle may be Malay, Chinese or Tamil), digits, ".", "_", "-".
const NAME = /^[\p{L}\p{M}\p{N}._-]{1,100}$/u;
const DIGITS = /^\d{1,30}$/;

const parse = (link: string): URL | null => {
  const value = link.trim();
  if (value === "") return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  const url = URL.parse(withScheme);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:") ? url : null;
};

const siteOf = (hostname: string): string => {
  const host = hostname.toLowerCase().replace(/\.+$/, "");
  return SAME_SITE.exec(host)![1]!;
};

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment).normalize("NFC").toLowerCase();
  } catch {
    return null;
  }
};

const name = (segment: string | undefined, stripAt: boolean): string | null => {
  const text = segment === undefined ? null : decoded(segment);
  if (text === null) return null;
  const bare = stripAt ? text.replace(/^@/, "") : text;
  return NAME.test(bare) && /[\p{L}\p{N}]/u.test(bare) ? bare : null;
};

const handleOn = (platform: SocialPlatform, url: URL): string | null => {
  const segments = url.pathname.split("/").filter((s) => s !== "");
  const [first, second] = segments;
  const lower = first === undefined ? undefined : (decoded(first) ?? undefined);
  // The home page (facebook.com/?id=123 too: only profile.php names a profile by number).
  if (lower === undefined) return null;
  switch (platform) {
    case "tiktok":
      // Only /@name is a profile: /video/…, /discover, /tag/… are the platform's own.
      return lower.startsWith("@") ? name(first, true) : null;
    case "youtube": {
      if (lower.startsWith("@")) {
        const handle = name(first, true);
        return handle === null ? null : `@${handle}`;
      }
      if (lower === "channel" || lower === "user" || lower === "c") {
        const rest = name(second, false);
        return rest === null ? null : `${lower}/${rest}`;
      }
      // /watch, /shorts/…, /playlist, and the bare /name of old that may be either a user or a
      // custom URL: nothing to compare reliably.
      return null;
    }
    case "facebook": {
      if (lower === "profile.php") {
        const id = url.searchParams.get("id");
        return id !== null && DIGITS.test(id) ? `id/${id}` : null;
      }
      // /people/First-Last/100012345678: the same profile profile.php?id= names.
      if (lower === "people") {
        const id = segments.slice(1).find((s) => DIGITS.test(s));
        return id === undefined ? null : `id/${id}`;
      }
      return RESERVED.facebook.has(lower) ? null : name(first, true);
    }
    case "instagram":
      // /stories/name/… and the app's /_u/name open the account too.
      if ((lower === "stories" || lower === "_u") && second !== undefined) return name(second, true);
      return RESERVED.instagram.has(lower) ? null : name(first, true);
    case "twitter":
      return RESERVED.twitter.has(lower) ? null : name(first, true);
  }
};

/** The platform whose site `link` is on, or null (another site, or not a web link). */
export const platformOfProfileLink = (link: string): SocialPlatform | null => {
  const url = parse(link);
  if (url === null) return null;
  const site = siteOf(url.hostname);
  const found = (Object.keys(HOSTS) as Array<SocialPlatform>).find((p) => HOSTS[p].includes(site));
  return found ?? null;
};

/**
 * The handle `link` names on `platform`, or null when it names none there (blank, another site,
 * the platform's own pages, a short link). "https://m.tiktok.com/@Siti.Cooks?lang=ms" → "siti.cooks".
 */
export const handleOfLink = (platform: SocialPlatform, link: string | null | undefined): string | null => {
  if (typeof link !== "string") return null;
  const url = parse(link);
  if (url === null || !HOSTS[platform].includes(siteOf(url.hostname))) return null;
  return handleOn(platform, url);
};

/** The platform and handle `link` names, on whichever platform's site it is. */
export const handleFromLink = (link: string): { platform: SocialPlatform; handle: string } | null => {
  const platform = platformOfProfileLink(link);
  const handle = platform === null ? null : handleOfLink(platform, link);
  return platform === null || handle === null ? null : { platform, handle };
};

/** The platforms whose sign-in can prove a handle (decision 55); Facebook offers none for a profile link. */
export const CONNECTABLE_PLATFORMS = ["youtube", "tiktok", "twitter", "instagram"] as const;
export type ConnectablePlatform = (typeof CONNECTABLE_PLATFORMS)[number];

/** How connecting an account ended, as the server's callback hands it back to the profile. */
export const CONNECT_RESULTS = [
  "connected",
  "denied",
  "expired",
  "used",
  "elsewhere",
  "failed",
  "unavailable",
  "no-handle",
] as const;
export type ConnectResult = (typeof CONNECT_RESULTS)[number];

/** How a handle is written for people: "@siti.cooks", YouTube's as its link names it, Facebook's "id/123" as it is. */
export const shownHandle = (platform: SocialPlatform, handle: string): string =>
  platform === "youtube" || (platform === "facebook" && handle.startsWith("id/")) ? handle : `@${handle}`;
