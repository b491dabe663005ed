/**
 * The reason kept when an admin reverses, from the Posts tab's Taken down list, an approved post
 * its platform now says is gone (decision 57). Stored in English like every reason; the member's
 * and the admin's screens show it in the reader's language, as they do an undone approval's.
 * Apart from the API contract, which the web app loads only when it first calls the API.
 */
export const TAKEN_DOWN_REASON = "Post taken down from the platform";
