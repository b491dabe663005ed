import { useMemo } from "react";
import { UNDO_APPROVAL_REASON } from "../../domain/approval-undo.ts";
import { TAKEN_DOWN_REASON } from "../../domain/reversal-reasons.ts";
import { useT, type Translate } from "./i18n/use-t.ts";
import { libText } from "./text.ts";

type LibKey = Parameters<typeof libText.text>[1];

/**
 * A reversal's reason as a screen shows it: what an admin typed stays as typed, and the fixed
 * reasons, of an approval undone from its toast (decision 38) and of a post reversed from the
 * Taken down list (decision 57), are worded in the reader's language, for the member who reads
 * them on Reports and Payouts as for the admin in the Posts tab.
 */
export const reversalReasonsIn =
  (t: Translate<LibKey>) =>
  (reason: string): string =>
    reason === UNDO_APPROVAL_REASON
      ? t("reversal.approvalUndone")
      : reason === TAKEN_DOWN_REASON
        ? t("reversal.takenDown")
        : reason;

/** reversalReasonsIn, in the screen's language. */
export function useReversalReason(): (reason: string) => string {
  const t = useT(libText);
  return useMemo(() => reversalReasonsIn(t), [t]);
}
