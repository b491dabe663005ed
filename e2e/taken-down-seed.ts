import { Effect } from "effect";
import { register } from "../server/modules/auth/handlers.ts";
import { recordEvidence } from "../server/modules/evidence/store.ts";
import { approvePost, submitPost } from "../server/modules/posts/handlers.ts";
import { Database } from "../server/platform/db/database.ts";
import { PASSWORD } from "./fixture.ts";
import { onSuiteDatabase } from "./review-queue-seed.ts";

// What e2e/taken-down.e2e.ts reverses, made in the suite's database by the same handlers the app
// uses: a member of her own (no upline: an approval is one line of RM 200) with two posts an
// admin approved, whose pay waits out the suite's 7-day holding period. The platform then says
// one of them is gone, as the check before pay would have recorded it.

export type TakenDownPost = { id: string; title: string };
export type TakenDownSeed = {
  member: { token: string; user: Record<string, unknown> };
  gone: TakenDownPost;
  stillUp: TakenDownPost;
};

const POSTS = {
  gone: { title: "Taken down: Nurul's satay stall", url: "https://www.tiktok.com/@nurul.turun/video/9400000001" },
  stillUp: {
    title: "Taken down: Nurul's laksa, still up",
    url: "https://www.tiktok.com/@nurul.turun/video/9400000002",
  },
};

const program = Effect.gen(function* () {
  const member = yield* register(
    {
      email: "nurul.turun@takedown.jemput.test",
      password: PASSWORD,
      firstName: "Nurul",
      lastName: "Turun",
      phoneNumber: "+60123999041",
      referredByCode: null,
    },
    "e2e-taken-down",
  );
  const memberId = Number(member.user["id"]);
  const posts = { gone: { id: "", title: "" }, stillUp: { id: "", title: "" } };
  for (const key of ["gone", "stillUp"] as const) {
    const { title, url } = POSTS[key];
    const id = yield* submitPost(memberId, { title, url, platform: "tiktok" }, { actor: memberId });
    yield* approvePost(id, { actor: "system" });
    posts[key] = { id, title };
  }
  return { member, ...posts } satisfies TakenDownSeed;
});

export const seedTakenDown = (databaseUrl: string): Promise<TakenDownSeed> => onSuiteDatabase(databaseUrl, program);

/** The platform's answer that the post is gone, recorded as the evidence job records it. */
export const markGone = (databaseUrl: string, post: TakenDownPost): Promise<void> =>
  onSuiteDatabase(
    databaseUrl,
    Effect.flatMap(Database, (db) =>
      recordEvidence(db, post.id, { outcome: "missing", detail: "HTTP 404" }, new Date()),
    ),
  );
