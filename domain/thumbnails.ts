// The hosts a post's thumbnail may be shown from (decision 54): the image servers the platforms'
// oEmbed answers point at. The Content-Security-Policy's img-src allows exactly these, and the
// review queue shows a thumbnail only from one of them, over HTTPS: an address from anywhere
// else (a platform changing its servers, an answer naming some other site) is not loaded, so the
// admin's browser asks nobody it was not meant to. `*.` stands for any subdomain.
export const THUMBNAIL_HOSTS = [
  "i.ytimg.com",
  "*.tiktokcdn.com",
  "*.tiktokcdn-us.com",
  "pbs.twimg.com",
  "*.cdninstagram.com",
  "*.fbcdn.net",
] as const;

const allowed = (host: string) =>
  THUMBNAIL_HOSTS.some((pattern) =>
    pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );

/** The thumbnail's address when it may be shown (HTTPS, a listed host, no credentials), else null. */
export const shownThumbnail = (url: string | null): string | null => {
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username !== "" || parsed.password !== "" || parsed.port !== "")
    return null;
  return allowed(parsed.hostname) ? parsed.href : null;
};

/** The img-src sources of the Content-Security-Policy that let those thumbnails load. */
export const thumbnailSources = (): ReadonlyArray<string> => THUMBNAIL_HOSTS.map((host) => `https://${host}`);
