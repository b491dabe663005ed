import { Effect } from "effect";
import { MemberNotFound, PostNotFound } from "../../domain/errors.ts";
import { streams, type Platform } from "../../domain/events.ts";
import * as post from "../../domain/post.ts";
import { decideAndAppend, inTransaction } from "../events/command.ts";
import { Now } from "../events/now.ts";
import type { Metadata } from "../events/store.ts";

export interface NewPost { readonly title: string; readonly url: string; readonly platform: Platform }

export const submitPost = Effect.fn("Posts.submit")(function* (memberId: number, input: NewPost, metadata: Metadata) {
  const now = yield* Now;
  const postId = crypto.randomUUID();
  yield* inTransaction((tx) =>
    decideAndAppend(tx, post, streams.post(postId), { type: "SubmitPost", postId, memberId, ...input, at: now().toISOString() }, metadata),
  );
  return postId;
});

/** Approves a pending post; the upline comes from the referral tree, which never changes. */
export const approvePost = Effect.fn("Posts.approve")(function* (postId: string, metadata: Metadata) {
  const now = yield* Now;
  return yield* inTransaction((tx) =>
    Effect.gen(function* () {
      const [owner] = yield* tx.query<{ member_id: number }>(`SELECT member_id FROM posts WHERE post_id = $1`, [postId]);
      if (!owner) return yield* Effect.fail(new PostNotFound({ postId }));
      const [upline] = yield* tx.query<{ referrer_id: number | null; level2_referrer_id: number | null }>(
        `SELECT referrer_id, level2_referrer_id FROM members WHERE member_id = $1`,
        [owner.member_id],
      );
      if (!upline) return yield* Effect.fail(new MemberNotFound({ memberId: owner.member_id }));
      const command = {
        type: "ApprovePost" as const, postId,
        upline: { referrerId: upline.referrer_id, level2ReferrerId: upline.level2_referrer_id },
        at: now().toISOString(),
      };
      const appended = yield* decideAndAppend(tx, post, streams.post(postId), command, metadata);
      return { approved: appended.length > 0 };
    }),
  );
});

export const rejectPost = Effect.fn("Posts.reject")(function* (postId: string, reason: string, metadata: Metadata) {
  const now = yield* Now;
  return yield* inTransaction((tx) =>
    decideAndAppend(tx, post, streams.post(postId), { type: "RejectPost", postId, reason, at: now().toISOString() }, metadata),
  );
});
