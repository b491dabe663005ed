import type { Platform } from "./events.ts";

// A post pays once per link, whoever submits it and however the link is written (docs/product.md,
// Posts; decision 14). The key a link is held by is its canonical form: the platform's own id
// where the link names one ("youtube:dQw4w9WgXcQ"), which survives every share-sheet decoration,
// and otherwise the link cleaned of what does not change the page (scheme, host prefixes,
// tracking parameters, fragment, trailing slashes). Pure and offline: short links that only the
// platform can resolve (vm.tiktok.com) stay their own, cleaned.

export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  facebook: "Facebook",
  twitter: "Twitter",
};

const HOSTS: ReadonlyArray<readonly [Platform, ReadonlyArray<string>]> = [
  ["instagram", ["instagram.com", "instagr.am"]],
  ["tiktok", ["tiktok.com"]],
  ["youtube", ["youtube.com", "youtu.be", "youtube-nocookie.com"]],
  ["facebook", ["facebook.com", "fb.com", "fb.watch", "fb.me"]],
  ["twitter", ["twitter.com", "x.com"]],
];

/** Parameters that only say where a link was shared from or who shared it, on any site. */
const TRACKING = new Set([
  "fbclid",
  "gclid",
  "dclid",
  "msclkid",
  "igshid",
  "igsh",
  "mibextid",
  "ref",
  "ref_src",
  "ref_url",
]);
/** On the platforms' own hosts these are share tokens or positions too (a tweet's `s`/`t`, a video's `t`). */
const PLATFORM_TRACKING = new Set([
  "si",
  "feature",
  "s",
  "t",
  "pp",
  "_r",
  "_t",
  "is_from_webapp",
  "sender_device",
  "share_app_id",
  "rdid",
  "sfnsn",
  "app",
]);

const ID = /^[A-Za-z0-9_-]+$/;
const DIGITS = /^\d+$/;

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The host without the prefixes that serve the same page (`www.`, `m.`, `mobile.`), nor a trailing dot. */
const bareHost = (hostname: string): string => {
  let host = hostname.toLowerCase().replace(/\.+$/, "");
  for (let m = /^(?:www\d*|m|mobile)\.(.+\..+)$/.exec(host); m; m = /^(?:www\d*|m|mobile)\.(.+\..+)$/.exec(host))
    host = m[1]!;
  return host;
};

const parse = (link: string): URL | null => {
  try {
    const url = new URL(link.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
};

const platformOfHost = (host: string): Platform | null =>
  HOSTS.find(([, domains]) => domains.some((d) => onHost(host, d)))?.[0] ?? null;

/** The platform whose site the link is on, or null for any other site (and for what is not a web link). */
export const platformOfLink = (link: string): Platform | null => {
  const url = parse(link);
  return url ? platformOfHost(bareHost(url.hostname)) : null;
};

/**
 * Whether the link may be submitted as a post of `platform`: a link on one of the platforms' own
 * sites must be that platform's; a link elsewhere is left to the reviewer (decision 14).
 */
export const linkFitsPlatform = (link: string, platform: Platform): boolean => {
  const on = platformOfLink(link);
  return on === null || on === platform;
};

/** The segment after the first of `names` at index `from` or later. */
const after = (segments: ReadonlyArray<string>, names: ReadonlyArray<string>, from = 0, to = segments.length) => {
  for (let i = from; i < Math.min(to, segments.length - 1); i++)
    if (names.includes(segments[i]!)) return segments[i + 1];
  return undefined;
};

const idOf = (value: string | null | undefined, pattern = ID) => (value && pattern.test(value) ? value : null);

/** The platform's own id of the post the link names, if it names one in a way that can be read offline. */
const platformId = (platform: Platform, host: string, segments: ReadonlyArray<string>, query: URLSearchParams) => {
  switch (platform) {
    case "instagram":
      // /p/<id>, /reel/<id>, and the same under the account's name: /<user>/p/<id>.
      return idOf(after(segments, ["p", "reel", "reels", "tv"], 0, 2));
    case "tiktok": {
      if (onHost(host, "vm.tiktok.com") || onHost(host, "vt.tiktok.com")) return null;
      // /@user/video/<id>, /@user/photo/<id>, /v/<id>.html, /embed/v2/<id>.
      const embedded = segments[0] === "embed" ? segments.at(-1) : undefined;
      return idOf(after(segments, ["video", "photo", "v"])?.replace(/\.html$/, ""), DIGITS) ?? idOf(embedded, DIGITS);
    }
    case "youtube":
      if (host === "youtu.be") return idOf(segments[0]);
      return segments[0] === "watch" || segments.length === 0
        ? idOf(query.get("v"))
        : idOf(after(segments, ["shorts", "live", "embed", "v", "e"], 0, 1));
    case "facebook": {
      if (host === "fb.watch") return idOf(segments[0]);
      const first = segments[0] ?? "";
      if (first === "watch") return idOf(query.get("v"));
      if (first === "story.php" || first === "permalink.php") return idOf(query.get("story_fbid"));
      if (first === "photo.php" || first === "photo") return idOf(query.get("fbid"));
      if (first === "reel") return idOf(segments[1]);
      const videos = segments.indexOf("videos");
      // /<page>/videos/<id>, or /<page>/videos/<title>/<id>.
      if (videos > 0) return segments.slice(videos + 1).find((s) => DIGITS.test(s)) ?? idOf(segments[videos + 1]);
      return idOf(after(segments, ["posts", "permalink"], 1));
    }
    case "twitter":
      // /<user>/status/<id>, /i/web/status/<id>.
      return idOf(after(segments, ["status", "statuses"]), DIGITS);
  }
};

const isTracking = (key: string, onPlatform: boolean) => {
  const k = key.toLowerCase();
  return k.startsWith("utm_") || TRACKING.has(k) || (onPlatform && PLATFORM_TRACKING.has(k));
};

/**
 * The key a post's link is held by: `<platform>:<id>` where the link names the platform's own
 * post id, else the link cleaned (https, lower-case host without `www.`/`m.`/`mobile.`, no
 * tracking parameters, the rest sorted, no fragment or trailing slash). Null for an empty link
 * (an erased post's); what is not a web link is kept as written, trimmed. Canonicalising a
 * canonical form gives it back unchanged.
 */
export const canonicalLink = (link: string): string | null => {
  const trimmed = link.trim();
  if (trimmed === "") return null;
  const url = parse(trimmed);
  if (!url) return trimmed;
  const host = bareHost(url.hostname);
  const platform = platformOfHost(host);
  const segments = url.pathname.split("/").filter((s) => s !== "");
  if (platform !== null) {
    const id = platformId(platform, host, segments, url.searchParams);
    if (id !== null) return `${platform}:${id}`;
  }
  const kept = [...url.searchParams].filter(([key]) => !isTracking(key, platform !== null));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const path = url.pathname.replace(/\/+$/, "");
  // Both schemes become https, so neither default port is kept.
  const port = url.port === "" || url.port === "80" || url.port === "443" ? "" : `:${url.port}`;
  return `https://${host}${port}${path}${query ? `?${query}` : ""}`;
};

/**
 * Whether a canonical form is a platform's own id (`youtube:…`), which names a post and not a
 * person, rather than a cleaned link, which may carry an account's name (erasure, decision 14).
 */
export const isPlatformKey = (canonical: string): boolean =>
  /^(instagram|tiktok|youtube|facebook|twitter):[^/]/.test(canonical);
