// How two spellings of one email address are found to be the same member. The server keeps
// this key beside the email (profiles.email_key) and matches only on it, with the key made here
// and never again by the database: PostgreSQL's lower() and JavaScript's toLowerCase disagree
// (the Turkish İ becomes "i" in one and "i" plus a combining dot in the other), and a limit
// counted under one spelling while the account is found under another is no limit at all.
// The email a member typed is what is shown and mailed; the key is only ever compared.

// A combining dot above after an i or j (a soft-dotted letter, possibly with other marks
// between): what lowercasing İ leaves behind. The letter already carries its dot.
const DOT_ON_SOFT_DOTTED = /(?<=[ij]\p{Mn}*)\u0307/gu;

/**
 * Compatibility-normalised (NFKC: ligatures, full-width and mathematical letters, the Kelvin
 * sign become plain letters), trimmed, then case-folded. Lowering, raising and lowering again
 * reaches one form from every case of a letter, including those whose mapping changes length
 * (ẞ, ß and SS all end as "ss"; dotless ı, I and İ as "i"); normalising again afterwards keeps
 * the result a fixed point, so the key of a key is itself.
 */
export const foldText = (text: string): string =>
  text
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .normalize("NFD")
    .replace(DOT_ON_SOFT_DOTTED, "")
    .normalize("NFKC");

/** The one key every spelling of an email address shares: what lookups and per-email limits use. */
export const emailKey = (email: string): string => foldText(email);
