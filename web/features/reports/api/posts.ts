import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { NewPostBody } from "../../../../domain/contract/posts.ts";
import { postsApi } from "../../../../domain/contract/routes/posts.ts";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api, isQueryOf } from "../../../lib/api.ts";

// The member's own posts of the month the report shows, newest first (earnings in ringgit), and
// a new one. The month is in the query key, so choosing another month fetches that month's posts.
export type { Post, PostStatus } from "../../../../domain/contract/posts.ts";
export type NewPost = NewPostBody;

export const postsQueryOptions = (period: Period) =>
  queryOptions(api.query(postsApi.mine, { query: { month: monthOf(period), year: yearOf(period) } }));

/** Every month's posts list: a new post is pending in the current month, whichever one is shown. */
export const isPostsQuery = (key: QueryKey): boolean => isQueryOf(postsApi.mine, key);

export const submitPost = (post: NewPost) => api.call(postsApi.submit, { body: post });
