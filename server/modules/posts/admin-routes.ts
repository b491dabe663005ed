import { Effect, Schema } from "effect";
import { Router } from "express";
import { PostNotFound } from "../../../domain/errors.ts";
import { ADMIN_HEADERS, hasNoNul, pathParam, requireAdminAction } from "../admin/guard.ts";
import { tokenHashOf } from "../auth/session.ts";
import { Database } from "../../platform/db/database.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { approveBySession } from "./approve.ts";
import { rejectPost } from "./handlers.ts";
import { POST_STATUSES, reviewPost, reviewQueue } from "./review.ts";

// Post review. Approving pays the poster and the upline once: a second approval answers 200
// with `changed: false` and pays nothing; a rejected post cannot be approved (409).
const QueueQuery = Schema.Struct({ status: Schema.optional(Schema.Literals(POST_STATUSES)) });
const RejectBody = Schema.Struct({
  reason: Schema.String.pipe(Schema.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(500, { message: "must be at most 500 characters" }),
    hasNoNul,
  )),
});

const POST_ID = /^[\w-]{1,64}$/;
const postIdOf = (id: string) => (POST_ID.test(id) ? Effect.succeed(id) : Effect.fail(new PostNotFound({ postId: id })));

export const adminPostRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/admin/posts", route(runtime, (req) => Effect.gen(function* () {
      yield* requireAdminAction(req);
      const { status = "pending" } = yield* decodeInput(QueueQuery, "Invalid status")({ status: req.query["status"] || undefined });
      return { body: yield* reviewQueue(yield* Database, status), headers: ADMIN_HEADERS };
    })))
    // The session is checked inside the approval's first statement (approve.ts), as
    // requireAdminAction would: 401, then 403, then 404 for an id that names no post.
    .post("/api/admin/posts/:id/approve", route(runtime, (req) => Effect.gen(function* () {
      const tokenHash = yield* tokenHashOf(req);
      const id = pathParam(req, "id");
      const body = yield* approveBySession(tokenHash, POST_ID.test(id) ? id : "", String(req.id ?? ""));
      return { body, headers: ADMIN_HEADERS };
    })))
    .post("/api/admin/posts/:id/reject", route(runtime, (req) => Effect.gen(function* () {
      const { metadata } = yield* requireAdminAction(req);
      const postId = yield* postIdOf(pathParam(req, "id"));
      const reason = typeof req.body?.reason === "string" ? req.body.reason.trim() : req.body?.reason;
      const input = yield* decodeInput(RejectBody, "Invalid rejection")({ reason });
      const appended = yield* rejectPost(postId, input.reason, metadata);
      return { body: { post: yield* reviewPost(yield* Database, postId), changed: appended.length > 0 }, headers: ADMIN_HEADERS };
    })));
