import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isPostsQuery, submitPost } from "../api/posts.ts";

export function useSubmitPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPost,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isPostsQuery(query.queryKey) }),
  });
}
