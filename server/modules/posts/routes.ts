import { Effect } from "effect";
import { Router } from "express";
import {
  RejectBody,
  ReverseBody,
  ReviewQueue,
  ReviewQueueQuery,
  ReviewResult,
} from "../../../domain/contract/admin-posts.ts";
import { LinkTaken, NewPostBody, Post, Posts } from "../../../domain/contract/posts.ts";
import { PostNotFound } from "../../../domain/errors.ts";
import { ADMIN_HEADERS, pathParam, periodFromQuery, requireAdminAction } from "../admin/guard.ts";
import { requireMember } from "../credentials/session.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { encode } from "../../platform/http/encode.ts";
import { route, type Reply } from "../../platform/http/route.ts";
import { decodeInput, withTrimmed } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { approvePost, rejectPost, reversePost, submitPost } from "./handlers.ts";
import { postById, postsOfMember } from "./queries.ts";
import { reviewPost, reviewQueue } from "./review.ts";

// A member's own posts: submitted for review, listed with their earnings; with `month` and
// `year` (both or neither), those of one Malaysian month, as the Reports screen selects it.
export const postsRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/posts",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const chosen = req.query["month"] !== undefined || req.query["year"] !== undefined;
          const period = chosen ? yield* periodFromQuery(req.query, yield* now, { required: true }) : null;
          return { body: encode(Posts, yield* postsOfMember(yield* Database, caller.memberId, period)) };
        }),
      ),
    )
    .post(
      "/api/posts",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const input = yield* decodeInput(NewPostBody, "Invalid post")(withTrimmed(req.body, "title"));
          const db = yield* Database;
          return yield* submitPost(caller.memberId, input, {
            actor: caller.memberId,
            requestId: String(req.id ?? ""),
          }).pipe(
            Effect.flatMap((postId) => postById(db, postId)),
            Effect.map((post): Reply => ({ status: 201, body: encode(Post, post) })),
            // A link already held: the reason on `url`, and the caller's own post named (decision 14).
            Effect.catchTag("PostLinkTaken", (taken) =>
              Effect.succeed<Reply>({
                status: 409,
                body: encode(LinkTaken, {
                  error: taken.message,
                  fields: taken.fields,
                  ...(taken.own ? { existingPostId: taken.own.postId } : {}),
                }),
              }),
            ),
          );
        }),
      ),
    );

// Post review. Approving pays the poster and the upline once: a second approval answers 200
// with `changed: false` and pays nothing; a rejected post cannot be approved (409). Reversing
// takes an approved post's pay back once: a second reversal, or one of a post never paid, is 409.

const POST_ID = /^[\w-]{1,64}$/;
const postIdOf = (id: string) =>
  POST_ID.test(id) ? Effect.succeed(id) : Effect.fail(new PostNotFound({ postId: id }));

export const adminPostRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/admin/posts",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const { status = "pending" } = yield* decodeInput(
            ReviewQueueQuery,
            "Invalid status",
          )({ status: req.query["status"] || undefined });
          return { body: encode(ReviewQueue, yield* reviewQueue(yield* Database, status)), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .post(
      "/api/admin/posts/:id/approve",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { metadata } = yield* requireAdminAction(req);
          const postId = yield* postIdOf(pathParam(req, "id"));
          const body = yield* approvePost(postId, metadata);
          // Encoded in full: one post costs about two microseconds, nothing beside the approval's transaction.
          return { body: encode(ReviewResult, body), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .post(
      "/api/admin/posts/:id/reject",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { metadata } = yield* requireAdminAction(req);
          const postId = yield* postIdOf(pathParam(req, "id"));
          const input = yield* decodeInput(RejectBody, "Invalid rejection")(withTrimmed(req.body, "reason"));
          const appended = yield* rejectPost(postId, input.reason, metadata);
          return {
            body: encode(ReviewResult, {
              post: yield* reviewPost(yield* Database, postId),
              changed: appended.length > 0,
            }),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    )
    .post(
      "/api/admin/posts/:id/reverse",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { metadata } = yield* requireAdminAction(req);
          const postId = yield* postIdOf(pathParam(req, "id"));
          const input = yield* decodeInput(ReverseBody, "Invalid reversal")(withTrimmed(req.body, "reason"));
          const appended = yield* reversePost(postId, input.reason, metadata);
          return {
            body: encode(ReviewResult, {
              post: yield* reviewPost(yield* Database, postId),
              changed: appended.length > 0,
            }),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    );
