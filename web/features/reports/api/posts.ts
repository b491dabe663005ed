import { queryOptions } from "@tanstack/react-query";
import type { NewPostBody, Post } from "../../../../domain/contract/posts.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// The member's own posts, newest first (GET /api/posts; earnings in ringgit), and a new one, as
// the contract (domain/contract/posts.ts) describes them.
export type { Post, PostStatus } from "../../../../domain/contract/posts.ts";
export type NewPost = NewPostBody;
const contract = () => import("../../../../domain/contract/posts.ts");

export const postsQueryOptions = () =>
  queryOptions({ queryKey: ["/api/posts"], queryFn: api.queryFn({ schema: schemaOf(contract, "Posts") }) });

export async function submitPost(post: NewPost): Promise<Post> {
  return api.request("POST", "/api/posts", post, { schema: schemaOf(contract, "Post") });
}
