import { useSearchParams } from "react-router-dom";
import { isPostsFilter, type PostsFilter } from "../utils/by-status.ts";

// The list shown lives in the address (/posts?status=rejected), so the dashboard's counts link
// straight to it and a reload keeps it; every post, the default, leaves it out.
export function usePostsFilter(): [PostsFilter, (filter: PostsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("status");
  const filter = isPostsFilter(value) ? value : "all";
  return [filter, (next) => setParams(next === "all" ? {} : { status: next }, { replace: true })];
}
