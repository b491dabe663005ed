import { queryOptions } from "@tanstack/react-query";
import { reviewApi } from "../../../../domain/contract/routes/review.ts";
import { api } from "../../../lib/api.ts";

// Approve all matching (decision 54): what approving the posts of a page whose evidence matches
// would pay now, and the approval bound to exactly those posts.
export type { ApproveMatchingPreview, ApproveMatchingResult } from "../../../../domain/contract/review.ts";

/** The preview of approving `postIds`, asked again each time the dialog opens (a POST that changes nothing). */
export const matchingPreviewQueryOptions = (postIds: ReadonlyArray<string>) =>
  queryOptions({
    queryKey: [reviewApi.previewMatching.path, ...postIds],
    queryFn: () => api.call(reviewApi.previewMatching, { body: { postIds: [...postIds] } }),
    staleTime: 0,
    gcTime: 0,
  });

export const approveMatching = (postIds: ReadonlyArray<string>) =>
  api.call(reviewApi.approveMatching, { body: { postIds: [...postIds] } });
