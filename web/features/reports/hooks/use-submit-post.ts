import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postsQueryOptions, submitPost } from "../api/posts.ts";

export function useSubmitPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsQueryOptions().queryKey }),
  });
}
