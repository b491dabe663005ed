import { Effect, Schema } from "effect";
import { Router } from "express";
import { toRinggit } from "../../../domain/money.ts";
import { Platform } from "../../../domain/events.ts";
import { requireMember } from "../auth/session.ts";
import { Database } from "../../platform/db/database.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { submitPost } from "./handlers.ts";

const Title = Schema.String.pipe(Schema.check(Schema.isMinLength(1, { message: "is required" }), Schema.isMaxLength(200, { message: "must be at most 200 characters" })));
const Url = Schema.String.pipe(Schema.check(Schema.isMaxLength(2000), Schema.isPattern(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, { message: "must be an http or https link" })));
export const NewPostBody = Schema.Struct({ title: Title, url: Url, platform: Platform });

interface PostRow { post_id: string; title: string; url: string; platform: string; status: string; earnings_sen: number; rejection_reason: string | null; submitted_at: Date }

const toPost = (r: PostRow) => ({
  id: r.post_id, title: r.title, url: r.url, platform: r.platform, earnings: toRinggit(r.earnings_sen), status: r.status,
  ...(r.rejection_reason === null ? {} : { rejectionReason: r.rejection_reason }), createdAt: r.submitted_at.toISOString(),
});

export const postsRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/posts", route(runtime, (req) => Effect.gen(function* () {
      const caller = yield* requireMember(req);
      const db = yield* Database;
      const rows = yield* db.query<PostRow>(
        `SELECT post_id, title, url, platform, status, earnings_sen, rejection_reason, submitted_at FROM posts WHERE member_id = $1 ORDER BY submitted_at DESC, post_id LIMIT 500`,
        [caller.memberId],
      );
      return { body: rows.map(toPost) };
    })))
    .post("/api/posts", route(runtime, (req) => Effect.gen(function* () {
      const caller = yield* requireMember(req);
      const input = yield* decodeInput(NewPostBody, "Invalid post")({ ...req.body, title: typeof req.body?.title === "string" ? req.body.title.trim() : req.body?.title });
      const postId = yield* submitPost(caller.memberId, input, { actor: caller.memberId, requestId: String(req.id ?? "") });
      const db = yield* Database;
      const [row] = yield* db.query<PostRow>(`SELECT * FROM posts WHERE post_id = $1`, [postId]);
      return { status: 201, body: toPost(row!) };
    })));
