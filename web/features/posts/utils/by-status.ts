import { POST_STATUSES } from "../../../../domain/contract/posts.ts";
import type { Post, PostStatus } from "../api/posts.ts";

/** The Posts screen's lists: every post, or those of one status. */
export type PostsFilter = "all" | PostStatus;
export const POSTS_FILTERS: ReadonlyArray<PostsFilter> = ["all", ...POST_STATUSES];

export const isPostsFilter = (value: string | null): value is PostsFilter =>
  POSTS_FILTERS.some((filter) => filter === value);

/** How many posts each list holds. A status this app does not know yet counts in "all" only. */
export function countByStatus(posts: ReadonlyArray<Post>): Record<PostsFilter, number> {
  const counts: Record<PostsFilter, number> = { all: posts.length, pending: 0, approved: 0, rejected: 0, reversed: 0 };
  for (const post of posts) if (POST_STATUSES.includes(post.status)) counts[post.status]++;
  return counts;
}

export const postsIn = (posts: ReadonlyArray<Post>, filter: PostsFilter): ReadonlyArray<Post> =>
  filter === "all" ? posts : posts.filter((post) => post.status === filter);
