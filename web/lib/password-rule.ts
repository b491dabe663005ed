// The rule for a new password, as every form that sets one shows it (registration, reset, change)
// and as the server checks its first part. The server decides whether a password is hard to
// guess (zxcvbn, too large for the sign-in page's budget) and says why not.

export const MIN_PASSWORD_LENGTH = 6;
/** Shown under the new password field before anything is typed. */
export const PASSWORD_RULE = "At least 8 characters and hard to guess: not your name or email.";
// The server's words for a password of nothing but spaces (or characters that show as nothing).
export const BLANK_PASSWORD = "Password cannot be only spaces";
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** Nothing but spaces, or characters that show as nothing: the server refuses it as well. */
export const isBlankPassword = (password: string): boolean => BLANK.test(password);
