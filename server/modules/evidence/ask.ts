import { Effect } from "effect";
import { forLink, unverifiable, type PlatformAnswer, type Reply } from "../../../domain/evidence-reply.ts";
import { PLATFORM_LABELS, type EvidenceSource } from "../../../domain/evidence.ts";
import { platformOfLink } from "../../../domain/post-link.ts";
import { now } from "../../platform/clock/now.ts";
import type { SocialConfig } from "../../platform/config/config.ts";
import type { DatabaseShape } from "../../platform/db/database.ts";
import { cachedAnswers, keepAnswers } from "../../platform/social/answers.ts";
import { pause, recordAnswered, recordFailure, type Backoff } from "../../platform/social/buckets.ts";
import { askPlatform, oembedRequest } from "../../platform/social/oembed.ts";
import { countAttempt, recordAnswers, releaseClaims, type Answered, type DuePost } from "./queue.ts";

// A round of claimed posts (decision 52): what can be told without a call is told (an erased
// link, a link on another site, no Meta token, a kept answer); the rest are asked, one call a
// link; then the whole round is settled in a few statements: every answer in one transaction,
// one pause for a 429, one failure for the source however many calls failed.

export interface AskSettings {
  readonly social: SocialConfig;
  readonly tries: number;
  readonly backoff: Backoff;
  readonly timeoutMs: number;
  /** How long a 429 without Retry-After (and Meta's limits, which give none) pauses the source. */
  readonly waitSeconds: number;
}

export type Outcome = "answered" | "cached" | "told" | "waited" | "failed";

const told = (detail: string) => (unverifiable(detail) as Extract<Reply, { kind: "answer" }>).answer;

/** What is known of `post` without asking anyone, or null when the platform must be asked. */
export const toldWithoutAsking = (social: SocialConfig, post: DuePost): PlatformAnswer | null => {
  const name = PLATFORM_LABELS[post.platform];
  if (!social.evidence) return told("Evidence is off (SOCIAL_EVIDENCE=off)");
  if (post.url.trim() === "") return told("The post's link was erased with its member's data");
  if (platformOfLink(post.url) !== post.platform)
    return told(`The link is not on ${name}'s own site, so ${name} cannot be asked about it`);
  if (oembedRequest(social, post.platform, post.url) === null) return told("META_APP_TOKEN is not set");
  return null;
};

/** Posts told without a call, those answered from the kept answers, and the rest to ask. */
export const answerLocally = (db: DatabaseShape, settings: AskSettings, posts: ReadonlyArray<DuePost>) =>
  Effect.gen(function* () {
    const at = yield* now;
    const local: Array<Answered> = [];
    const rest: Array<DuePost> = [];
    for (const post of posts) {
      const answer = toldWithoutAsking(settings.social, post);
      if (answer === null) rest.push(post);
      else local.push({ post, answer });
    }
    const cacheable = settings.social.cacheHours > 0 ? rest.filter((p) => !p.fresh && p.link !== null) : [];
    const since = new Date(at.getTime() - settings.social.cacheHours * 3_600_000);
    const kept = yield* cachedAnswers(
      db,
      cacheable.map((p) => p.link!),
      since,
    );
    const cached = cacheable.flatMap((post) => {
      const answer = kept.get(post.link!);
      return answer === undefined ? [] : [{ post, answer }];
    });
    return { told: local, cached, toAsk: rest.filter((post) => !cached.some((c) => c.post === post)) };
  });

export interface Asked {
  /** The posts of one link. */
  readonly posts: ReadonlyArray<DuePost>;
  readonly reply: Reply;
}

/** One call about `posts` (all of one link); no reply at all is a failure like a 5xx. */
export const askOnce = (settings: AskSettings, posts: ReadonlyArray<DuePost>) =>
  Effect.gen(function* () {
    const first = posts[0]!;
    const address = oembedRequest(settings.social, first.platform, first.url)!;
    const at = yield* now;
    const reply = yield* askPlatform(first.platform, address, at.getTime(), settings.timeoutMs).pipe(
      Effect.catchTag("PlatformUnreachable", (error) =>
        Effect.succeed<Reply>({ kind: "failed", detail: error.detail }),
      ),
    );
    return { posts, reply: forLink(first.platform, first.url, reply) } satisfies Asked;
  });

const ids = (asked: ReadonlyArray<Asked>) => asked.flatMap((a) => a.posts.map((p) => p.postId));

/** Settles a round: the source's state from the replies, and every answer written at once. */
export const settleRound = (
  db: DatabaseShape,
  settings: AskSettings,
  source: EvidenceSource,
  local: ReadonlyArray<Answered>,
  asked: ReadonlyArray<Asked>,
) =>
  Effect.gen(function* () {
    const of = <K extends Reply["kind"]>(kind: K) =>
      asked.filter((a): a is Asked & { reply: Extract<Reply, { kind: K }> } => a.reply.kind === kind);
    const answered = of("answer");
    const waits = of("wait");
    const failed = of("failed");
    if (answered.length > 0) yield* recordAnswered(db, source);
    // A wait is not the post's failure: the source waits, for every instance, and the post stays due.
    if (waits.length > 0) {
      const seconds = Math.max(...waits.map((w) => w.reply.seconds ?? settings.waitSeconds));
      yield* pause(db, source, seconds, waits[0]!.reply.detail);
      yield* releaseClaims(db, ids(waits));
    }
    // Failures count once for the source (one round, one try) and once for each post; a post out
    // of tries is told as unverifiable, with the cause an admin can act on.
    const spent: Array<Answered> = [];
    if (failed.length > 0) {
      yield* recordFailure(db, source, failed[0]!.reply.detail, settings.backoff);
      const attempts = yield* countAttempt(db, ids(failed));
      for (const { posts, reply } of failed)
        for (const post of posts)
          if ((attempts.get(post.postId) ?? 0) >= settings.tries) spent.push({ post, answer: told(reply.detail) });
    }
    const fromPlatform = answered.flatMap(({ posts, reply }) => posts.map((post) => ({ post, answer: reply.answer })));
    const all = [...local, ...fromPlatform, ...spent];
    if (all.length === 0) return;
    const at = yield* now;
    yield* db.transaction((tx) =>
      Effect.gen(function* () {
        const written = yield* recordAnswers(tx, all, at);
        // Kept by link, unless the post was erased while it was asked about: the answer names her.
        yield* keepAnswers(
          tx,
          answered.flatMap(({ posts: [first], reply }) =>
            first!.link !== null && written.has(first!.postId)
              ? [{ link: first!.link, platform: first!.platform, answer: reply.answer }]
              : [],
          ),
          at,
        );
      }),
    );
  });
