import { useMemo } from "react";
import { FORMER_MEMBER, fullName, UNNAMED_MEMBER } from "../../domain/member-name.ts";
import { useT, type Translate } from "./i18n/use-t.ts";
import { libText } from "./text.ts";

type NamePart = string | null | undefined;
type LibKey = Parameters<typeof libText.text>[1];

/** A member's name as a screen shows it: from a full name, or from its first and last parts. */
export type NameOf = {
  (name: NamePart): string;
  (firstName: NamePart, lastName: NamePart): string;
};

/**
 * Names as the server sends them, in the reader's words where they are not a person's own: an
 * erased member comes named FORMER_MEMBER (English, as mail, files and logs spell it) and a row
 * without a name means UNNAMED_MEMBER ("Unknown User").
 */
export const namesIn =
  (t: Translate<LibKey>): NameOf =>
  (first: NamePart, last?: NamePart) => {
    const name = fullName(first, last);
    if (name === "" || name === UNNAMED_MEMBER) return t("member.unknown");
    return name === FORMER_MEMBER ? t("member.former") : name;
  };

/** namesIn, in the screen's language. */
export function useMemberName(): NameOf {
  const t = useT(libText);
  return useMemo(() => namesIn(t), [t]);
}

/** The name an avatar takes its letter from: the shown one, or null ("?") for a row without a name. */
export const avatarName = (firstName: NamePart, nameOf: NameOf): string | null =>
  firstName?.trim() ? nameOf(firstName) : null;
