import { useMemo } from "react";
import { NOT_OWN_POST_REASON } from "../../domain/rejection-reasons.ts";
import { useT, type Translate } from "./i18n/use-t.ts";
import { libText } from "./text.ts";

type LibKey = Parameters<typeof libText.text>[1];

/** Who reads the reason: the member whose post it was, or an admin. */
export type ReasonReader = "member" | "admin";

/**
 * A rejection's reason as a screen shows it: what an admin typed stays as typed, and the fixed
 * reason of a mismatch rejected in one step (decision 54) is worded in the reader's language,
 * to the member as their own post, to an admin as the member's.
 */
export const rejectionReasonsIn =
  (t: Translate<LibKey>, reader: ReasonReader) =>
  (reason: string): string =>
    reason === NOT_OWN_POST_REASON
      ? t(reader === "member" ? "rejection.notOwnPost.member" : "rejection.notOwnPost.admin")
      : reason;

/** rejectionReasonsIn, in the screen's language. */
export function useRejectionReason(reader: ReasonReader): (reason: string) => string {
  const t = useT(libText);
  return useMemo(() => rejectionReasonsIn(t, reader), [t, reader]);
}
