import { queryOptions } from "@tanstack/react-query";
import type { ReviewResult } from "../../../../domain/contract/admin-posts.ts";
import type { PostStatus as ReviewStatus } from "../../../../domain/contract/posts.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// A post in the review queue with the member who submitted it (earnings in ringgit), and what a
// decision answers: `changed: false` when the post already had it, so nothing was paid or
// recorded again. The contract (domain/contract/admin-posts.ts) describes both.
export type { PostStatus as ReviewStatus } from "../../../../domain/contract/posts.ts";
export type { ReviewPost, ReviewResult } from "../../../../domain/contract/admin-posts.ts";
const contract = () => import("../../../../domain/contract/admin-posts.ts");

export const reviewQueueQueryOptions = (status: ReviewStatus) =>
  queryOptions({
    queryKey: [`/api/admin/posts?status=${status}`],
    queryFn: api.queryFn({ schema: schemaOf(contract, "ReviewQueue") }),
  });

export async function approvePost(id: string): Promise<ReviewResult> {
  return api.request("POST", `/api/admin/posts/${encodeURIComponent(id)}/approve`, undefined, {
    schema: schemaOf(contract, "ReviewResult"),
  });
}

export async function reversePost({ id, reason }: { id: string; reason: string }): Promise<ReviewResult> {
  return api.request(
    "POST",
    `/api/admin/posts/${encodeURIComponent(id)}/reverse`,
    { reason },
    { schema: schemaOf(contract, "ReviewResult") },
  );
}

export async function rejectPost({ id, reason }: { id: string; reason: string }): Promise<ReviewResult> {
  return api.request(
    "POST",
    `/api/admin/posts/${encodeURIComponent(id)}/reject`,
    { reason },
    { schema: schemaOf(contract, "ReviewResult") },
  );
}
