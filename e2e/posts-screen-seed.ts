import { Effect } from "effect";
import { NOT_OWN_POST_REASON } from "../domain/rejection-reasons.ts";
import { TAKEN_DOWN_REASON } from "../domain/reversal-reasons.ts";
import { register } from "../server/modules/auth/handlers.ts";
import { approvePost, rejectPost, reversePost, submitPost } from "../server/modules/posts/handlers.ts";
import { PASSWORD } from "./fixture.ts";
import { onSuiteDatabase } from "./review-queue-seed.ts";

// What e2e/posts-screen.e2e.ts shows, made in the suite's database by the same handlers the app
// uses: a member of her own with two rejected posts (one reason an admin typed, one the fixed
// reason a screen words in its reader's language) and one approved and then reversed as taken
// down. Her own email, phone and links, so other tests' posts never show up in her lists.

export const TYPED_REASON = "Blurry photo: please resubmit a clear one";
export const SEEDED = {
  typed: "Aishah's rendang, first try",
  notOwn: "Aishah's reposted cendol",
  reversed: "Aishah's teh tarik stall",
};

export type PostsScreenSeed = { member: { token: string; user: Record<string, unknown> } };

const program = Effect.gen(function* () {
  const member = yield* register(
    {
      email: "aishah.hantar@posts.jemput.test",
      password: PASSWORD,
      firstName: "Aishah",
      lastName: "Hantar",
      phoneNumber: "+60123999071",
      referredByCode: null,
    },
    "e2e-posts-screen",
  );
  const memberId = Number(member.user["id"]);
  const post = (title: string, n: number) =>
    submitPost(
      memberId,
      { title, url: `https://www.instagram.com/p/aishah-hantar-${n}`, platform: "instagram" },
      { actor: memberId },
    );
  yield* rejectPost(yield* post(SEEDED.typed, 1), TYPED_REASON, { actor: "system" });
  yield* rejectPost(yield* post(SEEDED.notOwn, 2), NOT_OWN_POST_REASON, { actor: "system" });
  const reversed = yield* post(SEEDED.reversed, 3);
  yield* approvePost(reversed, { actor: "system" });
  yield* reversePost(reversed, TAKEN_DOWN_REASON, { actor: "system" });
  return { member } satisfies PostsScreenSeed;
});

export const seedPostsScreen = (databaseUrl: string): Promise<PostsScreenSeed> => onSuiteDatabase(databaseUrl, program);
