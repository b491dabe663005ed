import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../review.ts")) }));

// Clearing the review queue a page at a time (decision 54).
export const reviewApi = {
  previewMatching: route({
    method: "POST",
    path: "/api/admin/posts/approve-matching/preview",
    summary: "What approving the named posts whose evidence matches would pay now; changes nothing",
    access: "admin",
    body: "ApproveMatchingBody",
    invalid: "Invalid posts",
    answers: [json(200, "The posts that would be approved and what they pay", "ApproveMatchingPreview")],
    errors: [400],
  }),
  approveMatching: route({
    method: "POST",
    path: "/api/admin/posts/approve-matching",
    summary: "Approve each named post that is still pending and whose evidence still matches, paying it once",
    access: "admin",
    body: "ApproveMatchingBody",
    invalid: "Invalid posts",
    answers: [json(200, "What was approved and paid, and what was skipped and why", "ApproveMatchingResult")],
    errors: [400],
  }),
};
