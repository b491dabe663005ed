import { useQuery } from "@tanstack/react-query";
import type { Period } from "../../../../domain/period.ts";
import { failureOf } from "../../../lib/failure.ts";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { changedPreview, closePreviewQueryOptions, type CloseResult } from "../api/payouts.ts";
import { adminText } from "../i18n.ts";
import { FailureNotice, Figures, MemberAmounts, Notice, PreviewBody, PreviewState } from "./PayoutPreviewParts.tsx";

type CloseAction = {
  run: (variables: { period: Period; digest: string }, onSuccess?: (result: CloseResult) => void) => void;
  pending: boolean;
  error: unknown;
};

type CloseMonthDialogProps = { period: Period | null; action: CloseAction; onClose: () => void };

// Closing a month issues its payouts, which cannot be taken back: the dialog shows what the
// close would issue now, and what it leaves unpaid (held for review, in its holding period), and
// sends the close bound to exactly that. When the figures changed in
// between, the server refuses and the dialog shows them as they are now, to confirm again.
export function CloseMonthDialog({ period, action, onClose }: CloseMonthDialogProps) {
  const t = useT(adminText);
  return (
    <Dialog
      open={period !== null}
      onOpenChange={(open) => !open && onClose()}
      title={period === null ? "" : t("payoutClose.title", { month: periodTitle(period) })}
      description={t("payoutClose.description")}
      maxWidth="36rem"
    >
      {period === null ? null : <ClosePreviewBody period={period} action={action} onClose={onClose} />}
    </Dialog>
  );
}

const HOLD_REASON_KEYS = {
  flag: "payoutClose.reasonFlag",
  suspended: "payoutClose.reasonSuspended",
  payee_details: "payoutClose.reasonPayee",
} as const;

function ClosePreviewBody({ period, action, onClose }: { period: Period; action: CloseAction; onClose: () => void }) {
  const t = useT(adminText);
  const preview = useQuery(closePreviewQueryOptions(period));
  const changed = changedPreview(action.error);
  const shown = preview.data ?? changed;
  const refusal = action.error && !changed ? failureOf(action.error) : null;
  return (
    <PreviewBody>
      <PreviewState query={preview}>
        {shown ? (
          <>
            {changed ? <Notice role="alert">{t("payoutClose.changed")}</Notice> : null}
            {shown.closed ? (
              <Notice>{t("payoutClose.alreadyClosed")}</Notice>
            ) : (
              <Figures aria-label={t("payoutClose.figures")}>
                <dt>{t("payoutClose.payouts")}</dt>
                <dd>{formatNumber(shown.payouts)}</dd>
                <dt>{t("payoutClose.total")}</dt>
                <dd>{rm(shown.total)}</dd>
                <dt>{t("payoutClose.held")}</dt>
                <dd>
                  {t("payoutClose.amountOf", { count: formatNumber(shown.held.length), amount: rm(shown.heldAmount) })}
                </dd>
                <dt>{t("payoutClose.holding")}</dt>
                <dd>
                  {t("payoutClose.amountOf", { count: formatNumber(shown.pending), amount: rm(shown.pendingAmount) })}
                </dd>
                {/* Shown only when a setting makes them count: PAYOUT_MINIMUM, WITHHOLDING_107D (decision 62). */}
                {shown.belowMinimum > 0 ? (
                  <>
                    <dt>{t("payoutClose.belowMinimum", { minimum: rm(shown.minimum) })}</dt>
                    <dd>
                      {t("payoutClose.amountOf", {
                        count: formatNumber(shown.belowMinimum),
                        amount: rm(shown.belowMinimumAmount),
                      })}
                    </dd>
                  </>
                ) : null}
                {shown.withholding > 0 ? (
                  <>
                    <dt>{t("payoutClose.withheld")}</dt>
                    <dd>
                      {t("payoutClose.amountOf", {
                        count: formatNumber(shown.withholding),
                        amount: rm(shown.withheldAmount),
                      })}
                    </dd>
                  </>
                ) : null}
                <dt>{t("payoutClose.withoutDetails")}</dt>
                <dd>
                  {t("payoutClose.amountOf", {
                    count: formatNumber(shown.withoutDetails.length),
                    amount: rm(shown.withoutDetailsAmount),
                  })}
                </dd>
              </Figures>
            )}
            {!shown.closed && shown.pending > 0 ? <Notice>{t("payoutClose.holdingNote")}</Notice> : null}
            {!shown.closed && shown.belowMinimum > 0 ? <Notice>{t("payoutClose.belowMinimumNote")}</Notice> : null}
            <MemberAmounts
              title={t("payoutClose.heldTitle")}
              rows={shown.held.map((m) => ({
                key: m.memberId,
                name: m.name,
                amount: m.amount,
                note: t(HOLD_REASON_KEYS[m.reason]),
              }))}
            />
            <MemberAmounts
              title={t("payoutClose.withoutDetailsTitle")}
              rows={shown.withoutDetails.map((m) => ({ key: m.memberId, name: m.name, amount: m.amount }))}
            />
          </>
        ) : null}
      </PreviewState>
      <FailureNotice failure={refusal} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("confirm.cancel")}</Button>
        </DialogClose>
        <Button
          disabled={action.pending || preview.isFetching || !shown || shown.closed}
          onClick={() => shown && action.run({ period, digest: shown.digest }, onClose)}
        >
          {action.pending ? t("payoutClose.pending") : t("payoutClose.confirm")}
        </Button>
      </DialogFooter>
    </PreviewBody>
  );
}
