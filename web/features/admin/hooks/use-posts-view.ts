import { useSearchParams } from "react-router-dom";
import type { ReviewStatus } from "../api/posts.ts";

/** The Posts tab's lists: one per status, and the approved posts their platform says are gone. */
export type PostsView = ReviewStatus | "takenDown";
export const POSTS_VIEWS: ReadonlyArray<PostsView> = ["pending", "approved", "rejected", "reversed", "takenDown"];

const isView = (value: string | null): value is PostsView => POSTS_VIEWS.some((view) => view === value);

// The list shown lives in the address beside the tab (?tab=posts&view=takenDown), so the admin
// home links straight to it and a reload keeps it; the pending queue, the default, leaves it out.
export function usePostsView(): [PostsView, (view: PostsView) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("view");
  const view = isView(value) ? value : "pending";
  return [
    view,
    (next) => setParams(next === "pending" ? { tab: "posts" } : { tab: "posts", view: next }, { replace: true }),
  ];
}
