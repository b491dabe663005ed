import { useMemo } from "react";
import { UNDO_APPROVAL_REASON } from "../../domain/approval-undo.ts";
import { useT, type Translate } from "./i18n/use-t.ts";
import { libText } from "./text.ts";

type LibKey = Parameters<typeof libText.text>[1];

/**
 * A reversal's reason as a screen shows it: what an admin typed stays as typed, and the fixed
 * reason of an approval undone from its toast (decision 38) is worded in the reader's language,
 * for the member who reads it on Reports and Payouts as for the admin in the Posts tab.
 */
export const reversalReasonsIn =
  (t: Translate<LibKey>) =>
  (reason: string): string =>
    reason === UNDO_APPROVAL_REASON ? t("reversal.approvalUndone") : reason;

/** reversalReasonsIn, in the screen's language. */
export function useReversalReason(): (reason: string) => string {
  const t = useT(libText);
  return useMemo(() => reversalReasonsIn(t), [t]);
}
