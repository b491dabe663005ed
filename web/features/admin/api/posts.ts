import { queryOptions } from "@tanstack/react-query";
import type { PostStatus as ReviewStatus } from "../../../../domain/contract/posts.ts";
import { postsApi } from "../../../../domain/contract/routes/posts.ts";
import { api } from "../../../lib/api.ts";

// A post in the review queue with the member who submitted it (earnings in ringgit), and what a
// decision answers: `changed: false` when the post already had it, so nothing was paid or
// recorded again.
export type { PostStatus as ReviewStatus } from "../../../../domain/contract/posts.ts";
export type { PostPay, ReviewPost, ReviewResult } from "../../../../domain/contract/admin-posts.ts";

export const reviewQueueQueryOptions = (status: ReviewStatus) =>
  queryOptions(api.query(postsApi.queue, { query: { status } }));

/** Approved posts whose platform now says they are gone, each with where its pay stands (decision 57). */
export const takenDownQueryOptions = () =>
  queryOptions(api.query(postsApi.queue, { query: { status: "approved", evidence: "missing" } }));

export const approvePost = (id: string) => api.call(postsApi.approve, { params: { id } });

export const reversePost = ({ id, reason }: { id: string; reason: string }) =>
  api.call(postsApi.reverse, { params: { id }, body: { reason } });

export const rejectPost = ({ id, reason }: { id: string; reason: string }) =>
  api.call(postsApi.reject, { params: { id }, body: { reason } });
