import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type ReviewStatus = "pending" | "approved" | "rejected";

// A post in the review queue with the member who submitted it; earnings in ringgit.
export type ReviewPost = {
  id: string;
  memberId: number;
  memberName: string | null;
  memberEmail: string | null;
  title: string;
  url: string;
  platform: string;
  status: ReviewStatus;
  earnings: number;
  rejectionReason: string | null;
  submittedAt: string;
  decidedAt: string | null;
};

// `changed: false` when the post already had that decision: nothing was paid or recorded again.
export type ReviewResult = { post: ReviewPost; changed: boolean };

export const reviewQueueQueryOptions = (status: ReviewStatus) =>
  queryOptions<ReviewPost[]>({ queryKey: [`/api/admin/posts?status=${status}`] });

export async function approvePost(id: string): Promise<ReviewResult> {
  return (await (await api.request("POST", `/api/admin/posts/${encodeURIComponent(id)}/approve`)).json()) as ReviewResult;
}

export async function rejectPost({ id, reason }: { id: string; reason: string }): Promise<ReviewResult> {
  const response = await api.request("POST", `/api/admin/posts/${encodeURIComponent(id)}/reject`, { reason });
  return (await response.json()) as ReviewResult;
}
