import { Effect } from "effect";
import { unverifiable, type PlatformAnswer, type Reply } from "../../../domain/evidence-reply.ts";
import { PLATFORM_LABELS, SOURCE_OF, type EvidenceSource } from "../../../domain/evidence.ts";
import type { Platform } from "../../../domain/events.ts";
import { platformOfLink } from "../../../domain/post-link.ts";
import { now } from "../../platform/clock/now.ts";
import type { SocialConfig } from "../../platform/config/config.ts";
import type { DatabaseShape } from "../../platform/db/database.ts";
import { cachedAnswers, keepAnswer } from "../../platform/social/answers.ts";
import { pause, recordAnswered, recordFailure, type Backoff } from "../../platform/social/buckets.ts";
import { askPlatform, oembedRequest, PlatformUnreachable } from "../../platform/social/oembed.ts";
import { countAttempt, recordAnswers, releaseClaims, type DuePost } from "./queue.ts";

// One claimed post, or several sharing a link, asked and answered (decision 52): what can be
// told without a call is told first (an erased link, a link on another site, no Meta token, a
// cached answer); otherwise one call, and its reply recorded, the source paused (429) or a
// failure counted, before anything else can stop it.

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

const record = (db: DatabaseShape, posts: ReadonlyArray<DuePost>, answer: PlatformAnswer) =>
  Effect.flatMap(now, (at) =>
    db.transaction((tx) =>
      recordAnswers(
        tx,
        posts.map((post) => ({ post, answer })),
        at,
      ),
    ),
  );

/** Posts told without a call, and those answered from the cache: the rest must be asked. */
export const answerLocally = (db: DatabaseShape, settings: AskSettings, posts: ReadonlyArray<DuePost>) =>
  Effect.gen(function* () {
    const at = yield* now;
    const local = posts.flatMap((post) => {
      const answer = toldWithoutAsking(settings.social, post);
      return answer === null ? [] : [{ post, answer }];
    });
    const rest = posts.filter((post) => !local.some((l) => l.post === post));
    const cacheable = settings.social.cacheHours > 0 ? rest.filter((p) => !p.fresh && p.link !== null) : [];
    const since = new Date(at.getTime() - settings.social.cacheHours * 3_600_000);
    const cached = yield* cachedAnswers(
      db,
      cacheable.map((p) => p.link!),
      since,
    );
    const fromCache = cacheable.flatMap((post) => {
      const answer = cached.get(post.link!);
      return answer === undefined ? [] : [{ post, answer }];
    });
    yield* db.transaction((tx) => recordAnswers(tx, [...local, ...fromCache], at));
    return {
      told: local.length,
      cached: fromCache.length,
      toAsk: rest.filter((post) => !fromCache.some((c) => c.post === post)),
    };
  });

const noAnswer = (
  db: DatabaseShape,
  settings: AskSettings,
  source: EvidenceSource,
  posts: ReadonlyArray<DuePost>,
  detail: string,
) =>
  Effect.gen(function* () {
    yield* recordFailure(db, source, detail, settings.backoff);
    const attempts = yield* countAttempt(
      db,
      posts.map((p) => p.postId),
    );
    // After the last try the post is told as unverifiable, with the cause an admin can act on.
    const spent = posts.filter((p) => (attempts.get(p.postId) ?? 0) >= settings.tries);
    if (spent.length > 0) yield* record(db, spent, told(detail));
    return "failed" as const;
  });

/**
 * Asks the platform once about `posts` (all of one link) and settles them. Uninterruptible: a
 * worker that stops waits for the reply and records it, so nothing answered is asked again.
 */
export const askAbout = (db: DatabaseShape, settings: AskSettings, platform: Platform, posts: ReadonlyArray<DuePost>) =>
  Effect.uninterruptible(
    Effect.gen(function* () {
      const source = SOURCE_OF[platform];
      const first = posts[0]!;
      const address = oembedRequest(settings.social, platform, first.url)!;
      const at = yield* now;
      const reply = yield* askPlatform(platform, address, at.getTime(), settings.timeoutMs).pipe(
        Effect.catchTag("PlatformUnreachable", (error: PlatformUnreachable) =>
          Effect.succeed<Reply>({ kind: "failed", detail: error.detail }),
        ),
      );
      switch (reply.kind) {
        case "answer": {
          yield* recordAnswered(db, source);
          yield* Effect.flatMap(now, (answeredAt) =>
            db.transaction((tx) =>
              Effect.gen(function* () {
                const written = yield* recordAnswers(
                  tx,
                  posts.map((post) => ({ post, answer: reply.answer })),
                  answeredAt,
                );
                // Not kept for a post erased while it was asked about: the answer names her.
                if (written > 0 && first.link !== null)
                  yield* keepAnswer(tx, first.link, platform, reply.answer, answeredAt);
              }),
            ),
          );
          return "answered" as const;
        }
        case "wait":
          // Not the post's failure: the source waits, for every instance, and the post stays due.
          yield* pause(db, source, reply.seconds ?? settings.waitSeconds, reply.detail);
          yield* releaseClaims(
            db,
            posts.map((p) => p.postId),
          );
          return "waited" as const;
        case "failed":
          return yield* noAnswer(db, settings, source, posts, reply.detail);
      }
    }),
  );
