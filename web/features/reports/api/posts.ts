import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { Platform } from "../../../lib/platforms.ts";

export type PostStatus = "pending" | "approved" | "rejected";

// The member's own posts, newest first (GET /api/posts); earnings in ringgit.
export type Post = {
  id: string;
  title: string;
  url: string;
  platform: Platform;
  earnings: number;
  status: PostStatus;
  rejectionReason?: string;
  createdAt: string;
};

export type NewPost = { title: string; url: string; platform: Platform };

export const postsQueryOptions = () => queryOptions<Post[]>({ queryKey: ["/api/posts"] });

export async function submitPost(post: NewPost): Promise<Post> {
  return (await (await api.request("POST", "/api/posts", post)).json()) as Post;
}
