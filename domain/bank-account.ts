// How an account number is kept and shown (decision 20). It is stored as its digits alone, sealed,
// and shown everywhere but the bank's payment file as its last four digits behind a mask. The
// profile form gets the masked value and may send it back unchanged: that keeps the account.

const MASK = "••••";

/** The digits of an account number as typed ("7788 1122-9900" → "778811229900"). */
export const accountDigits = (typed: string): string => typed.replace(/[\s-]/g, "");

export const lastFour = (digits: string): string => digits.slice(-4);

/** "•••• 9900"; the mask alone for a number of four digits or fewer, so none of it shows. */
export const maskAccount = (last4: string | null): string | null =>
  last4 === null || last4 === "" ? null : last4.length < 4 ? MASK : `${MASK} ${last4}`;

/** Whether the form sent back the masked value it was given rather than a number. */
export const isMaskedAccount = (value: string): boolean => value.startsWith(MASK);

/** What the profile form's account number field accepts: digits with spaces or dashes, or the mask. */
export const ACCOUNT_INPUT = /^(?:[\d -]{0,30}|•••• ?\d{0,4})$/;
