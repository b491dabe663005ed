import { Effect } from "effect";
import { postsApi } from "../../../domain/contract/routes/posts.ts";
import { PostNotFound } from "../../../domain/errors.ts";
import { periodFromQuery } from "../../platform/http/period-query.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { approvePost, rejectPost, reversePost, submitPost } from "./handlers.ts";
import { postById, postCountsOf, postsOfMember } from "./queries.ts";
import { reviewPost, reviewQueue } from "./review.ts";

// A member's own posts, and their review. Approving pays the poster and the upline once: a
// second approval answers `changed: false` and pays nothing; a rejected post cannot be approved
// (409). Reversing takes an approved post's pay back once: again, or of a post never paid, 409.

const POST_ID = /^[\w-]{1,64}$/;
const postIdOf = (id: string) =>
  POST_ID.test(id) ? Effect.succeed(id) : Effect.fail(new PostNotFound({ postId: id }));

const decided = (postId: string, appended: ReadonlyArray<unknown>) =>
  Effect.gen(function* () {
    return { post: yield* reviewPost(yield* Database, postId), changed: appended.length > 0 };
  });

export const postsRoutes = implement(postsApi, {
  // With `month` and `year` (both or neither), the posts of one Malaysian month, as Reports selects it.
  mine: ({ caller, query }) =>
    Effect.gen(function* () {
      const chosen = query.month !== undefined || query.year !== undefined;
      const period = chosen ? yield* periodFromQuery(query, yield* now, { required: true }) : null;
      return yield* postsOfMember(yield* Database, caller.memberId, period);
    }),
  counts: ({ caller }) =>
    Effect.gen(function* () {
      return yield* postCountsOf(yield* Database, caller.memberId);
    }),
  submit: ({ caller, body, metadata }) =>
    Effect.gen(function* () {
      const db = yield* Database;
      const postId = yield* submitPost(caller.memberId, body, metadata);
      return answer(201, yield* postById(db, postId));
    }).pipe(
      // A link already held: the reason on `url`, and the caller's own post named (decision 14).
      Effect.catchTag("PostLinkTaken", (taken) =>
        Effect.succeed(
          answer(409, {
            error: taken.message,
            fields: taken.fields,
            ...(taken.own ? { existingPostId: taken.own.postId } : {}),
          }),
        ),
      ),
    ),
  queue: ({ query }) =>
    Effect.gen(function* () {
      return yield* reviewQueue(yield* Database, query.status ?? "pending", query.evidence ?? null, yield* now);
    }),
  approve: ({ params, metadata }) => Effect.flatMap(postIdOf(params.id), (postId) => approvePost(postId, metadata)),
  reject: ({ params, body, metadata }) =>
    Effect.gen(function* () {
      const postId = yield* postIdOf(params.id);
      return yield* decided(postId, yield* rejectPost(postId, body.reason, metadata));
    }),
  reverse: ({ params, body, metadata }) =>
    Effect.gen(function* () {
      const postId = yield* postIdOf(params.id);
      return yield* decided(postId, yield* reversePost(postId, body.reason, metadata));
    }),
});
