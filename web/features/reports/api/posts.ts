import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { NewPostBody, Post } from "../../../../domain/contract/posts.ts";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// The member's own posts of the month the report shows, newest first (GET /api/posts?month&year;
// earnings in ringgit), and a new one, as the contract (domain/contract/posts.ts) describes them.
// The month is in the query key, so choosing another month fetches that month's posts.
export type { Post, PostStatus } from "../../../../domain/contract/posts.ts";
export type NewPost = NewPostBody;
const contract = () => import("../../../../domain/contract/posts.ts");

const POSTS_PATH = "/api/posts";

export const postsPath = (period: Period) => `${POSTS_PATH}?month=${monthOf(period)}&year=${yearOf(period)}`;

export const postsQueryOptions = (period: Period) =>
  queryOptions({ queryKey: [postsPath(period)], queryFn: api.queryFn({ schema: schemaOf(contract, "Posts") }) });

/** Every month's posts list: a new post is pending in the current month, whichever one is shown. */
export const isPostsQuery = (key: QueryKey): boolean =>
  typeof key[0] === "string" && (key[0] === POSTS_PATH || key[0].startsWith(`${POSTS_PATH}?`));

export async function submitPost(post: NewPost): Promise<Post> {
  return api.request("POST", "/api/posts", post, { schema: schemaOf(contract, "Post") });
}
