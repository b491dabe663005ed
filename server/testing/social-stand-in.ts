import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SOURCE_OF, type EvidenceSource } from "../../domain/evidence.ts";
import type { Platform } from "../../domain/events.ts";
import { canonicalLink, platformOfLink } from "../../domain/post-link.ts";

// A local stand-in for the platforms' oEmbed endpoints, on 127.0.0.1, for tests: YouTube's,
// TikTok's, X's (publish.twitter.com) and Meta's Graph API (Instagram, Facebook), each with its
// own reply shapes and refusals, the posts a test tells it about, a rate of its own per source
// (a 429 with Retry-After beyond it, or Meta's error 4) and every call logged for assertions.

/** The author as the platform names them: "siti.cooks" (YouTube: "@SitiCooks", "channel/UC…"). */
export interface KnownPost {
  readonly author: string;
  readonly name?: string;
  readonly title?: string;
  /** deleted: gone; private: hidden from others; noEmbed: YouTube's embedding turned off. */
  readonly state?: "public" | "deleted" | "private" | "noEmbed";
}

export interface Call {
  readonly platform: Platform;
  /** The endpoint asked: "/meta/v21.0/oembed_video". */
  readonly endpoint: string;
  /** The post's link, as asked. */
  readonly url: string;
  readonly status: number;
  readonly atMs: number;
}

export interface SocialStandIn {
  readonly url: string;
  /** Settings that point the app at the stand-in, evidence on, without a Meta token. */
  readonly env: Record<string, string>;
  /** The token Meta's endpoints take (META_APP_TOKEN). */
  readonly metaToken: string;
  readonly calls: Array<Call>;
  readonly post: (url: string, post: KnownPost) => void;
  readonly callsOf: (url: string) => number;
  /** Scripted statuses for the next calls to a platform, before the stand-in looks at them. */
  readonly failNext: (platform: Platform, ...statuses: Array<number>) => void;
  readonly close: () => Promise<void>;
}

export interface StandInOptions {
  /** At most `calls` answered calls to one source in any `perMs`; beyond, a refusal to wait. */
  readonly rate?: { readonly calls: number; readonly perMs: number };
}

const PATHS: ReadonlyArray<readonly [string, Platform | "meta"]> = [
  ["/youtube/oembed", "youtube"],
  ["/tiktok/oembed", "tiktok"],
  ["/x/oembed", "twitter"],
  ["/meta/v21.0/instagram_oembed", "instagram"],
  ["/meta/v21.0/oembed_post", "facebook"],
  ["/meta/v21.0/oembed_video", "facebook"],
];

type Answer = { status: number; body: string | object; headers?: Record<string, string> };

const profile = (platform: Platform, author: string) =>
  platform === "youtube"
    ? `https://www.youtube.com/${author}`
    : platform === "tiktok"
      ? `https://www.tiktok.com/@${author}`
      : `https://twitter.com/${author}`;

/** The reply the platform gives for a post it shows. */
const shown = (platform: Platform, url: string, post: KnownPost): object => {
  const name = post.name ?? post.author;
  const title = post.title ?? "A post";
  switch (platform) {
    case "youtube":
      return {
        title,
        author_name: name,
        author_url: profile("youtube", post.author),
        type: "video",
        height: 113,
        width: 200,
        version: "1.0",
        provider_name: "YouTube",
        provider_url: "https://www.youtube.com/",
        thumbnail_height: 360,
        thumbnail_width: 480,
        thumbnail_url: "https://i.ytimg.com/vi/stand-in/hqdefault.jpg",
        html: '<iframe width="200" height="113" src="https://www.youtube.com/embed/stand-in?feature=oembed"></iframe>',
      };
    case "tiktok":
      return {
        version: "1.0",
        type: "video",
        title,
        author_url: profile("tiktok", post.author),
        author_name: name,
        width: "100%",
        height: "100%",
        html: `<blockquote class="tiktok-embed" cite="${url}"><section><a href="${profile("tiktok", post.author)}">@${post.author}</a></section></blockquote>`,
        thumbnail_width: 576,
        thumbnail_height: 1024,
        thumbnail_url: "https://p16-sign.tiktokcdn-us.com/stand-in.jpeg",
        provider_url: "https://www.tiktok.com",
        provider_name: "TikTok",
        author_unique_id: post.author,
        embed_type: "video",
      };
    case "twitter":
      return {
        url,
        author_name: name,
        author_url: profile("twitter", post.author),
        html: `<blockquote class="twitter-tweet"><p lang="ms" dir="ltr">${title}</p>&mdash; ${name} (@${post.author})</blockquote>\n`,
        width: 550,
        height: null,
        type: "rich",
        cache_age: "3153600000",
        provider_name: "Twitter",
        provider_url: "https://twitter.com",
        version: "1.0",
      };
    default:
      // Meta's oEmbed names no author since November 2025: the embed only.
      return {
        version: "1.0",
        provider_name: platform === "instagram" ? "Instagram" : "Facebook",
        provider_url: platform === "instagram" ? "https://www.instagram.com/" : "https://www.facebook.com/",
        type: "rich",
        width: 658,
        html: `<blockquote class="${platform}-media" data-permalink="${url}"></blockquote>`,
      };
  }
};

const metaError = (status: number, code: number, message: string): Answer => ({
  status,
  body: { error: { message, type: "OAuthException", code, fbtrace_id: "StandIn" } },
});

/** The refusal for a post that is not shown, as each platform words it. */
const notShown = (platform: Platform, state: KnownPost["state"] | "unknown"): Answer => {
  switch (platform) {
    case "youtube":
      return state === "private"
        ? { status: 403, body: "Forbidden" }
        : state === "noEmbed"
          ? { status: 401, body: "Unauthorized" }
          : { status: 404, body: "Not Found" };
    case "tiktok":
      return { status: 400, body: { code: 400, message: "Something went wrong", status_msg: "Something went wrong" } };
    case "twitter":
      return state === "private" ? { status: 403, body: "" } : { status: 404, body: "" };
    default:
      return metaError(400, 100, "(#100) The requested resource does not exist or is private");
  }
};

/** An address on this machine that nothing listens on: a call there is refused at once. */
export const closedAddress = async (): Promise<string> => {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};

export const startSocialStandIn = async (options: StandInOptions = {}): Promise<SocialStandIn> => {
  const metaToken = `stand-in|${crypto.randomBytes(8).toString("hex")}`;
  const posts = new Map<string, { platform: Platform; post: KnownPost }>();
  const calls: Array<Call> = [];
  const scripted = new Map<Platform, Array<number>>();
  const answeredAt = new Map<EvidenceSource, Array<number>>();

  /** Beyond the rate: the seconds until a call is answered again, else null (and the call counts). */
  const overRate = (source: EvidenceSource, nowMs: number): number | null => {
    if (!options.rate) return null;
    const { calls: max, perMs } = options.rate;
    const recent = (answeredAt.get(source) ?? []).filter((t) => t > nowMs - perMs);
    answeredAt.set(source, recent);
    if (recent.length >= max) return Math.max(1, Math.ceil((recent[0]! + perMs - nowMs) / 1000));
    recent.push(nowMs);
    return null;
  };

  const answer = (platform: Platform, query: URLSearchParams, nowMs: number): Answer => {
    const url = query.get("url") ?? "";
    const scriptedStatus = scripted.get(platform)?.shift();
    if (scriptedStatus !== undefined) return { status: scriptedStatus, body: "Scripted" };
    const meta = platform === "instagram" || platform === "facebook";
    if (meta && query.get("access_token") !== metaToken) return metaError(400, 190, "Invalid OAuth access token.");
    if (platform === "youtube" && query.get("format") !== "json") return { status: 501, body: "Not Implemented" };
    const wait = overRate(SOURCE_OF[platform], nowMs);
    if (wait !== null)
      return meta
        ? metaError(403, 4, "(#4) Application request limit reached")
        : { status: 429, body: "Too Many Requests", headers: { "retry-after": String(wait) } };
    if (platformOfLink(url) !== platform)
      return { status: 400, body: platform === "tiktok" ? { code: 400 } : "Bad Request" };
    const known = posts.get(canonicalLink(url) ?? url);
    if (!known || known.platform !== platform) return notShown(platform, "unknown");
    if ((known.post.state ?? "public") !== "public") return notShown(platform, known.post.state);
    return { status: 200, body: shown(platform, url, known.post) };
  };

  const server = http.createServer((req, res) => {
    const address = new URL(req.url ?? "/", "http://stand-in");
    const route = PATHS.find(([path]) => path === address.pathname);
    const nowMs = performance.now();
    const platform = route?.[1] as Platform | undefined;
    const reply: Answer =
      platform === undefined ? { status: 404, body: "Not Found" } : answer(platform, address.searchParams, nowMs);
    if (platform !== undefined)
      calls.push({
        platform,
        endpoint: address.pathname,
        url: address.searchParams.get("url") ?? "",
        status: reply.status,
        atMs: nowMs,
      });
    const json = typeof reply.body === "object";
    res.writeHead(reply.status, {
      "content-type": json ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      ...reply.headers,
    });
    res.end(json ? JSON.stringify(reply.body) : reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    metaToken,
    env: {
      SOCIAL_EVIDENCE: "1",
      SOCIAL_YOUTUBE_OEMBED_URL: `${url}/youtube/oembed`,
      SOCIAL_TIKTOK_OEMBED_URL: `${url}/tiktok/oembed`,
      SOCIAL_X_OEMBED_URL: `${url}/x/oembed`,
      SOCIAL_META_OEMBED_URL: `${url}/meta/v21.0`,
    },
    calls,
    post: (link, post) => {
      const platform = platformOfLink(link);
      if (platform === null) throw new Error(`${link} is on no platform`);
      posts.set(canonicalLink(link) ?? link, { platform, post });
    },
    callsOf: (link) => calls.filter((c) => canonicalLink(c.url) === canonicalLink(link)).length,
    failNext: (platform, ...statuses) => scripted.set(platform, [...(scripted.get(platform) ?? []), ...statuses]),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
