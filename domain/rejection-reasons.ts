/**
 * The reason kept when an admin rejects, in one step, a post the platform names another author
 * for (decision 54). Stored in English like every reason; the member's and the admin's screens
 * show it in the reader's language, as they do the fixed reason of an undone approval.
 * Apart from the API contract, which the web app loads only when it first calls the API.
 */
export const NOT_OWN_POST_REASON = "Not the member's own post";
