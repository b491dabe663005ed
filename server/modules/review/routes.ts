import { Effect } from "effect";
import { toRinggit } from "../../../domain/money.ts";
import type { BatchTotals } from "../../../domain/review-batch.ts";
import { reviewApi } from "../../../domain/contract/routes/review.ts";
import type { SkipReason } from "../../../domain/contract/review.ts";
import { Database } from "../../platform/db/database.ts";
import { implement } from "../../platform/http/bind.ts";
import { approveBatch } from "./batch.ts";
import { previewBatch } from "./preview.ts";

// Approve all matching (decision 54): the preview the admin confirms, and the approval bound to
// the posts they saw. Only the admin's three reasons reach these answers; the automatic
// approver's risk check is not asked here.

const figures = (totals: BatchTotals) => ({
  count: totals.posts,
  posters: toRinggit(totals.postersSen),
  overrides: toRinggit(totals.overridesSen),
  total: toRinggit(totals.postersSen + totals.overridesSen),
});

const adminReason = (reason: string) => reason as SkipReason;

export const reviewRoutes = implement(reviewApi, {
  previewMatching: ({ body }) =>
    Effect.gen(function* () {
      const preview = yield* previewBatch(yield* Database, body.postIds);
      return {
        ...figures(preview),
        skipped: preview.skipped.map((s) => ({ postId: s.postId, reason: adminReason(s.reason) })),
      };
    }),
  approveMatching: ({ body, metadata }) =>
    Effect.gen(function* () {
      const result = yield* approveBatch(body.postIds, metadata);
      return {
        ...figures(result),
        approved: result.approved,
        skipped: result.skipped.map((s) => ({ ...s, reason: adminReason(s.reason) })),
      };
    }),
});
