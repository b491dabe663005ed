import type { Platform } from "./events.ts";
import { handleFromProfileLink, normaliseHandle, PLATFORM_LABELS, retryAfterSeconds } from "./evidence.ts";

// What a platform's oEmbed reply means for a post (decision 52). Three kinds, handled apart by
// the fetch: an answer about the post (kept, and cached when it is the platform's verdict), a
// request to wait (429: no failure, the platform is paused for everyone), and a failure worth
// trying again (5xx, an answer that is not oEmbed). The details are what an admin reads.

export type AnswerOutcome = "found" | "missing" | "unverifiable";

export interface PlatformAnswer {
  readonly outcome: AnswerOutcome;
  readonly authorHandle: string | null;
  readonly authorName: string | null;
  readonly authorUrl: string | null;
  readonly title: string | null;
  readonly thumbnailUrl: string | null;
  readonly detail: string | null;
}

export type Reply =
  | { readonly kind: "answer"; readonly answer: PlatformAnswer }
  | { readonly kind: "wait"; readonly seconds: number | null; readonly detail: string }
  | { readonly kind: "failed"; readonly detail: string };

/** The HTTP reply as it came: status, body text and the Retry-After header. */
export interface RawReply {
  readonly status: number;
  readonly body: string;
  readonly retryAfter: string | null;
}

const NOTHING = { authorHandle: null, authorName: null, authorUrl: null, title: null, thumbnailUrl: null };

export const missing = (detail: string): Reply => ({
  kind: "answer",
  answer: { outcome: "missing", ...NOTHING, detail },
});
export const unverifiable = (detail: string): Reply => ({
  kind: "answer",
  answer: { outcome: "unverifiable", ...NOTHING, detail },
});

const json = (body: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const text = (value: unknown, max = 500): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null;

/** X gives the post only as embed HTML: its first paragraph, as text, is the title. */
export const textOfEmbed = (html: string): string | null => {
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1];
  if (paragraph === undefined) return null;
  const plain = paragraph
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]!)
    .replace(/\s+/g, " ")
    .trim();
  return plain === "" ? null : plain.slice(0, 280);
};

const found = (platform: Platform, body: Record<string, unknown>): Reply => {
  const name = PLATFORM_LABELS[platform];
  const authorUrl = text(body["author_url"]);
  const uniqueId = text(body["author_unique_id"]);
  const handle =
    (uniqueId !== null ? normaliseHandle(platform, uniqueId) : null) ??
    (authorUrl !== null ? handleFromProfileLink(platform, authorUrl) : null);
  const html = text(body["html"], 100_000);
  const detail =
    handle !== null
      ? null
      : authorUrl !== null
        ? `${name} named the author only as ${authorUrl}, not a handle`
        : `${name} shows the post but does not name its author`;
  return {
    kind: "answer",
    answer: {
      outcome: "found",
      authorHandle: handle,
      authorName: text(body["author_name"], 200),
      authorUrl,
      title: text(body["title"], 500) ?? (html !== null ? textOfEmbed(html) : null),
      thumbnailUrl: text(body["thumbnail_url"], 2000),
      detail,
    },
  };
};

/** Meta's Graph API errors: `{ error: { code, message } }`, rate limits among them (codes 4, 17, 32, 613). */
const metaError = (platform: Platform, status: number, body: Record<string, unknown> | null): Reply | null => {
  const error = body?.["error"] as { code?: unknown; message?: unknown } | undefined;
  if (typeof error !== "object" || error === null) return null;
  const message = text(error.message, 200) ?? "no message";
  const name = PLATFORM_LABELS[platform];
  if ([4, 17, 32, 613].includes(Number(error.code)))
    return { kind: "wait", seconds: null, detail: `${name} says too many calls (${message})` };
  if (Number(error.code) === 190) return unverifiable(`Meta refused META_APP_TOKEN (${message})`);
  return missing(
    `${name} does not show the post: it does not exist, is private or its account turned embedding off (HTTP ${status}: ${message})`,
  );
};

const metaMissing = (status: number) => (n: string) =>
  missing(
    `${n} does not show the post: it does not exist, is private or its account turned embedding off (HTTP ${status})`,
  );
const META_STATUS = { 400: metaMissing(400), 404: metaMissing(404) };

const byStatus: Readonly<Record<Platform, Readonly<Record<number, (name: string) => Reply>>>> = {
  youtube: {
    400: (n) => missing(`${n} does not recognise the link as a video (HTTP 400)`),
    401: (n) => unverifiable(`${n} shows the video only on ${n}: its owner turned embedding off (HTTP 401)`),
    403: (n) => missing(`${n} says the video is private (HTTP 403)`),
    404: (n) => missing(`${n} says the video does not exist (HTTP 404)`),
  },
  tiktok: {
    400: (n) => missing(`${n} does not show the video: it does not exist or is private (HTTP 400)`),
    403: (n) => missing(`${n} does not show the video: it is private (HTTP 403)`),
    404: (n) => missing(`${n} does not show the video: it does not exist or is private (HTTP 404)`),
  },
  twitter: {
    400: (n) => missing(`${n} does not recognise the link as a post (HTTP 400)`),
    403: (n) => missing(`${n} does not show the post: its account is protected (HTTP 403)`),
    404: (n) => missing(`${n} says the post does not exist or was deleted (HTTP 404)`),
  },
  instagram: META_STATUS,
  facebook: META_STATUS,
};

// YouTube has answered a private video with 200 and the word instead of JSON.
const WORDS: Readonly<Record<string, number>> = { forbidden: 403, "not found": 404, unauthorized: 401 };

/** What `raw`, the reply of `platform`'s oEmbed endpoint, says about the post. */
export const readReply = (platform: Platform, raw: RawReply, nowMs: number): Reply => {
  const name = PLATFORM_LABELS[platform];
  const body = json(raw.body);
  if (raw.status === 429) {
    return { kind: "wait", seconds: retryAfterSeconds(raw.retryAfter, nowMs), detail: `${name} says too many calls` };
  }
  if (raw.status >= 500) return { kind: "failed", detail: `${name} answered HTTP ${raw.status}` };
  if (raw.status >= 200 && raw.status < 300) {
    const word = WORDS[raw.body.trim().toLowerCase()];
    if (body === null && word !== undefined) return readReply(platform, { ...raw, status: word }, nowMs);
    if (body === null) return { kind: "failed", detail: `${name} answered without oEmbed JSON` };
    const meta = metaError(platform, raw.status, body);
    if (meta !== null) return meta;
    if (body["html"] === undefined && body["author_url"] === undefined && body["author_name"] === undefined)
      return unverifiable(`${name} answered without the post (${text(body["message"], 200) ?? "no embed"})`);
    return found(platform, body);
  }
  if (raw.status >= 300 && raw.status < 400)
    return { kind: "failed", detail: `${name} answered with a redirect (HTTP ${raw.status})` };
  if (platform === "instagram" || platform === "facebook") {
    const meta = metaError(platform, raw.status, body);
    if (meta !== null) return meta;
  }
  const known = byStatus[platform][raw.status];
  return known ? known(name) : unverifiable(`${name} answered HTTP ${raw.status}`);
};

/** A call that got no reply at all: refused, reset, timed out. */
export const unreachableDetail = (platform: Platform, cause: string): string =>
  `${PLATFORM_LABELS[platform]} did not answer (${cause})`;

/**
 * A short link only the platform's site resolves (vm.tiktok.com, tiktok.com/t/…, fb.watch,
 * facebook.com/share/…): its oEmbed may not know it, so "not found" there proves nothing.
 */
export const isShortLink = (link: string): boolean => {
  const url = URL.parse(link.trim());
  if (url === null) return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const first = url.pathname.split("/").find((s) => s !== "") ?? "";
  return (
    ["vm.tiktok.com", "vt.tiktok.com", "fb.watch", "fb.me"].includes(host) ||
    (host.endsWith("tiktok.com") && first === "t") ||
    (host.endsWith("facebook.com") && first === "share")
  );
};

/** A missing answer about a short link is no verdict: the post may be there under its full link. */
export const forLink = (platform: Platform, link: string, reply: Reply): Reply =>
  reply.kind === "answer" && reply.answer.outcome === "missing" && isShortLink(link)
    ? unverifiable(
        `${PLATFORM_LABELS[platform]} did not find the post by its short link (${reply.answer.detail ?? "no detail"}): open it to see the post`,
      )
    : reply;
