/**
 * The reason kept when an admin undoes an approval from its toast: a reversal like any other,
 * with this fixed text, which the admin's screens show in the reader's language (decision 38).
 * Apart from the API contract, which the web app loads only when it first calls the API.
 */
export const UNDO_APPROVAL_REASON = "Approval undone by an admin";
