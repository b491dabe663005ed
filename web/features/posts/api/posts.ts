import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { NewPostBody } from "../../../../domain/contract/posts.ts";
import { postsApi } from "../../../../domain/contract/routes/posts.ts";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api, isQueryOf } from "../../../lib/api.ts";

// The member's own posts, newest first (earnings in ringgit): every month's on the Posts screen,
// one month's on Reports (the month is in the query key, so choosing another month fetches that
// month's). Their counts by status for the dashboard's card, and a new post.
export type { Post, PostCounts, PostStatus } from "../../../../domain/contract/posts.ts";
export type NewPost = NewPostBody;

export const myPostsQueryOptions = () => queryOptions(api.query(postsApi.mine));

export const postsQueryOptions = (period: Period) =>
  queryOptions(api.query(postsApi.mine, { query: { month: monthOf(period), year: yearOf(period) } }));

export const postCountsQueryOptions = () => queryOptions(api.query(postsApi.counts));

/** Every list of posts and their counts: a new post is pending in the current month, whichever one is shown. */
export const isPostsQuery = (key: QueryKey): boolean =>
  isQueryOf(postsApi.mine, key) || isQueryOf(postsApi.counts, key);

export const submitPost = (post: NewPost) => api.call(postsApi.submit, { body: post });
