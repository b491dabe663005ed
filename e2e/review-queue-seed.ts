import { Effect } from "effect";
import type { SocialPlatform } from "../domain/profile-input.ts";
import { makeRuntime } from "../server/app/runtime.ts";
import { register } from "../server/modules/auth/handlers.ts";
import { recordEvidence, type EvidenceAnswer } from "../server/modules/evidence/store.ts";
import { claimHandle, verifyHandle } from "../server/modules/handles/store.ts";
import { submitPost } from "../server/modules/posts/handlers.ts";
import { evaluateAllPending } from "../server/modules/risk/evaluate.ts";
import { loadConfig } from "../server/platform/config/config.ts";
import { Database } from "../server/platform/db/database.ts";
import { makeLogger } from "../server/platform/logging/logger.ts";
import type { AppServices } from "../server/platform/runtime.ts";
import { E2E_KEYS } from "./bank-data-key.ts";
import { PASSWORD } from "./fixture.ts";

// The posts e2e/review-queue.e2e.ts reviews, made in the suite's database by the same handlers
// the app uses, with the evidence the platforms would have given (as the evidence job records
// it): posts whose author is their member's handle (two of them by recruits, whose uplines an
// approval pays), posts by another account, one the platform says is gone and one it names no
// author for.

export type QueuePost = { id: string; title: string; member: string };
export type QueueSeed = {
  matching: QueuePost[];
  mismatched: QueuePost[];
  others: QueuePost[];
  /** What each post's platform answered, as recorded. */
  answers: Array<[postId: string, answer: EvidenceAnswer]>;
};

let people = 0;
const join = (firstName: string, referredByCode: string | null = null) =>
  register(
    {
      email: `${firstName.toLowerCase()}.semak.${++people}@queue.jemput.test`,
      password: PASSWORD,
      firstName,
      lastName: "Semak",
      phoneNumber: `+6013${String(6_000_000 + people).padStart(7, "0")}`,
      referredByCode,
    },
    "e2e-review-queue",
  );

const thumbnail = (platform: SocialPlatform, n: number) =>
  platform === "youtube"
    ? `https://i.ytimg.com/vi/jemput${n}/hqdefault.jpg`
    : `https://p16-sign-sg.tiktokcdn.com/obj/jemput-${n}.jpeg`;
const link = (platform: SocialPlatform, handle: string, n: number) =>
  platform === "youtube"
    ? `https://www.youtube.com/watch?v=jmpt${String(n).padStart(7, "0")}`
    : platform === "instagram"
      ? `https://www.instagram.com/p/JMPT${n}/`
      : `https://www.tiktok.com/@${handle}/video/${9_300_000 + n}`;

type Spec = readonly [firstName: string, platform: SocialPlatform, title: string, evidence: EvidenceAnswer | null];

const program = Effect.gen(function* () {
  const db = yield* Database;
  const now = new Date();
  const upline = yield* join("Halim");
  const referrer = yield* join("Rina", String(upline.user["referralId"]));
  const members = new Map<string, { id: number; handle: string }>();
  const member = (firstName: string) =>
    Effect.gen(function* () {
      const known = members.get(firstName);
      if (known) return known;
      // Aina and Bala joined through Rina: their approvals pay Rina RM 30 and Halim RM 10.
      const code = firstName === "Aina" || firstName === "Bala" ? String(referrer.user["referralId"]) : null;
      const auth = yield* join(firstName, code);
      const made = { id: Number(auth.user["id"]), handle: `${firstName.toLowerCase()}.semak` };
      members.set(firstName, made);
      return made;
    });
  const found = (author: string, n: number, platform: SocialPlatform, name: string): EvidenceAnswer => ({
    outcome: "found",
    authorHandle: author,
    authorName: name,
    authorUrl: `https://www.tiktok.com/@${author}`,
    thumbnailUrl: thumbnail(platform, n),
  });
  const specs = (n: number): ReadonlyArray<Spec> => [
    ["Aina", "tiktok", "Review queue: Aina's nasi lemak", found("aina.semak", n, "tiktok", "Aina Makan")],
    ["Bala", "youtube", "Review queue: Bala's roti canai", found("bala.semak", n + 1, "youtube", "Bala Eats")],
    ["Chong", "tiktok", "Review queue: Chong's char kuey teow", found("chong.semak", n + 2, "tiktok", "Chong")],
    ["Aina", "tiktok", "Review queue: Aina's teh tarik", found("aina.semak", n + 3, "tiktok", "Aina Makan")],
    ["Chong", "tiktok", "Review queue: a kopitiam Chong reposted", found("khairul.eats", n + 4, "tiktok", "Khairul")],
    ["Devi", "tiktok", "Review queue: a cendol Devi reposted", found("mei.desserts", n + 5, "tiktok", "Mei Desserts")],
    ["Devi", "tiktok", "Review queue: Devi's deleted video", { outcome: "missing", detail: "HTTP 404" }],
    ["Bala", "instagram", "Review queue: Bala's Instagram reel", { outcome: "found", title: "Roti canai reel" }],
  ];
  const seed: QueueSeed = { matching: [], mismatched: [], others: [], answers: [] };
  for (const [i, [firstName, platform, title, evidence]] of specs(1).entries()) {
    const { id, handle } = yield* member(firstName);
    // Bala proved his YouTube channel by signing in there; the others only typed their handles.
    if (firstName === "Bala" && platform === "youtube") yield* verifyHandle(db, id, platform, handle, now);
    else if (platform !== "instagram") yield* claimHandle(db, id, platform, handle, now);
    const postId = yield* submitPost(id, { title, url: link(platform, handle, i + 1), platform }, { actor: id });
    if (evidence) {
      yield* recordEvidence(db, postId, evidence, now);
      seed.answers.push([postId, evidence]);
    }
    const post = { id: postId, title, member: `${firstName} Semak` };
    if (i < 4) seed.matching.push(post);
    else if (i < 6) seed.mismatched.push(post);
    else seed.others.push(post);
  }
  yield* evaluateAllPending();
  return seed;
});

export const onSuiteDatabase = async <A>(databaseUrl: string, effect: Effect.Effect<A, unknown, AppServices>) => {
  const env = { DATABASE_URL: databaseUrl, ...E2E_KEYS, JEMPUT_DEMO: "0" };
  const config = loadConfig({ ...env, PUBLIC_APP_URL: "https://app.jemput.my", LOG_LEVEL: "silent" });
  const runtime = await makeRuntime(config, makeLogger("silent"));
  try {
    return await runtime.runPromise(effect);
  } finally {
    await runtime.dispose();
  }
};

export const seedReviewQueue = (databaseUrl: string): Promise<QueueSeed> => onSuiteDatabase(databaseUrl, program);

/**
 * The same answers without their thumbnails, for the suites that come after this one: their
 * pages do not answer for the platforms' image servers, and a picture that fails to load is an
 * error in the browser's console.
 */
export const forgetThumbnails = (databaseUrl: string, seed: QueueSeed): Promise<void> =>
  onSuiteDatabase(
    databaseUrl,
    Effect.gen(function* () {
      const db = yield* Database;
      for (const [postId, answer] of seed.answers)
        yield* recordEvidence(db, postId, { ...answer, thumbnailUrl: null }, new Date());
    }),
  );
