// The rule for a new password, as every form that sets one checks it (registration, reset,
// change) and as the server checks its first part. The server decides whether a password is hard to
// guess (zxcvbn, too large for the sign-in page's budget) and says why not.

export const MIN_PASSWORD_LENGTH = 6;
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** Nothing but spaces, or characters that show as nothing: the server refuses it as well. */
export const isBlankPassword = (password: string): boolean => BLANK.test(password);
