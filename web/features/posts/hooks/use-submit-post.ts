import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isPostsQuery, submitPost } from "../api/posts.ts";

// A new post is pending: every list of posts and the dashboard's counts are asked again.
export function useSubmitPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPost,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isPostsQuery(query.queryKey) }),
  });
}
