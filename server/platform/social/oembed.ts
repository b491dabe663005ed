import { Data, Effect } from "effect";
import { readReply, unreachableDetail, type RawReply, type Reply } from "../../../domain/evidence-reply.ts";
import type { Platform } from "../../../domain/events.ts";
import type { SocialConfig } from "../config/config.ts";

// One client per platform, each its public oEmbed endpoint (decision 52): the request it takes
// and the one call, whose reply domain/evidence-reply.ts reads. Nothing here retries or waits:
// the fetch job does, through the shared buckets. A Meta request carries META_APP_TOKEN in its
// query, so a request's address is never logged nor put in a detail.

/** The call got no reply: refused, reset, timed out. */
export class PlatformUnreachable extends Data.TaggedError("PlatformUnreachable")<{ readonly detail: string }> {
  override get message() {
    return this.detail;
  }
}

const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query).toString()}`;

/** Facebook embeds videos through their own endpoint (watch, reels, /videos/, fb.watch). */
export const isFacebookVideo = (link: string): boolean => {
  const url = URL.parse(link.trim());
  if (url === null) return false;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.toLowerCase();
  return host.endsWith("fb.watch") || /^\/(watch|reel|reels)(\/|$)/.test(path) || path.includes("/videos/");
};

/** X's oEmbed knows its posts by their twitter.com address, whichever host the member copied. */
const asTwitterLink = (link: string) => {
  const url = URL.parse(link.trim());
  if (url === null) return link;
  if (/(^|\.)x\.com$/i.test(url.hostname)) url.hostname = "twitter.com";
  return url.toString();
};

/** The address that asks `platform` about `link`; null for Instagram and Facebook without a token. */
export const oembedRequest = (social: SocialConfig, platform: Platform, link: string): string | null => {
  switch (platform) {
    case "youtube":
      return withQuery(social.youtubeOembedUrl, { url: link, format: "json" });
    case "tiktok":
      return withQuery(social.tiktokOembedUrl, { url: link });
    case "twitter":
      return withQuery(social.xOembedUrl, { url: asTwitterLink(link), omit_script: "1" });
    case "instagram":
    case "facebook": {
      if (social.metaAppToken === null) return null;
      const endpoint =
        platform === "instagram" ? "instagram_oembed" : isFacebookVideo(link) ? "oembed_video" : "oembed_post";
      return withQuery(`${social.metaOembedUrl}/${endpoint}`, {
        url: link,
        omitscript: "true",
        access_token: social.metaAppToken,
      });
    }
  }
};

const MAX_BODY = 512 * 1024;

/** Why a call got no reply, in a few words: "connect ECONNREFUSED", "no reply within 10 s". */
const causeOf = (error: unknown, timeoutMs: number): string => {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError") return `no reply within ${Math.round(timeoutMs / 1000)} s`;
  const code = e?.cause?.code;
  const syscall = /^(\w+) /.exec(e?.cause?.message ?? "")?.[1];
  if (code) return syscall && syscall !== code ? `${syscall} ${code}` : code;
  return e?.cause?.message ?? e?.message ?? String(error);
};

/** Asks `platform` at `address` and reads its reply; fails only when there is none. */
export const askPlatform = (platform: Platform, address: string, nowMs: number, timeoutMs: number) =>
  Effect.map(
    Effect.tryPromise({
      try: async (signal): Promise<RawReply> => {
        const answer = await fetch(address, {
          headers: { accept: "application/json", "user-agent": "Jemput/1 (post evidence)" },
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
          // An oEmbed endpoint answers where it is asked: a redirect is a failure, never followed
          // elsewhere with the token.
          redirect: "manual",
        });
        const body = await answer.text();
        return { status: answer.status, body: body.slice(0, MAX_BODY), retryAfter: answer.headers.get("retry-after") };
      },
      catch: (error) => new PlatformUnreachable({ detail: unreachableDetail(platform, causeOf(error, timeoutMs)) }),
    }),
    (raw): Reply => readReply(platform, raw, nowMs),
  );
