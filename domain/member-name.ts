// How a member is named on every screen, list, report and log. A member who erased their
// personal data has no profile left (no name), but their money and team facts stay under their
// id, so wherever those appear they are called FORMER_MEMBER. The server's SQL spelling of the
// same rule is server/modules/members/display-name.ts.

/** What an erased member (or one whose profile is otherwise gone) is called. */
export const FORMER_MEMBER = "Former member";

/**
 * What a screen shows for a row that came without any name. The server never sends one (it
 * names an erased member FORMER_MEMBER), so this only guards against a half-filled row.
 */
export const UNNAMED_MEMBER = "Unknown User";

type NamePart = string | null | undefined;

/** "First Last" from whichever parts there are, each trimmed; "" when there are none. */
export const fullName = (firstName: NamePart, lastName: NamePart): string =>
  [firstName, lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");

/**
 * The member's full name, or `fallback` when there is none: FORMER_MEMBER unless given (null
 * where an answer says "no one" with null, as for a member without a referrer).
 */
export const displayName = <F extends string | null = string>(
  firstName: NamePart,
  lastName: NamePart,
  fallback: F = FORMER_MEMBER as F,
): string | F => fullName(firstName, lastName) || fallback;
