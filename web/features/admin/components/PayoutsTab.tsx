import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { periodOf, previousPeriod, yearOf, type Period } from "../../../../domain/period.ts";
import { rm } from "../../../lib/format.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Select } from "../../../ui/Field.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { einvoicesQueryOptions, type EInvoice } from "../api/einvoices.ts";
import { payoutsQueryOptions, type Payout, type PaymentFormat } from "../api/payouts.ts";
import { usePayoutActions } from "../hooks/use-payout-actions.ts";
import { adminText } from "../i18n.ts";
import { operationsText } from "../operations/i18n.ts";
import { BankResultButton, BankResultReport } from "./BankResult.tsx";
import { CloseMonthDialog } from "./CloseMonthDialog.tsx";
import { EInvoiceCell } from "./EInvoiceCell.tsx";
import { IssueFileDialog, type FileTarget } from "./IssueFileDialog.tsx";
import { MarkFailedDialog } from "./MarkFailedDialog.tsx";
import { MarkPaidDialog } from "./MarkPaidDialog.tsx";
import { ReissueFileDialog } from "./ReissueFileDialog.tsx";
import { PeriodToolbar } from "./PeriodToolbar.tsx";
import { ScrollRegion, Table } from "./TableParts.tsx";

const Muted = styled.p`
  color: ${colors.textMuted};
`;

const FormatSelect = styled(Select)`
  width: auto;
`;

const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

export function PayoutsTab() {
  const t = useT(operationsText);
  const ta = useT(adminText);
  // Only a month that has ended can be closed, so the last one is where an admin starts.
  const [today] = useState(() => periodOf(new Date()));
  const [period, setPeriod] = useState<Period>(() => previousPeriod(today));
  const { close, issue, download, pay, fail, reconcile, reissue } = usePayoutActions();
  // Each dialog holds the month or payout it was opened for, whatever the toolbar shows later.
  const [closing, setClosing] = useState<Period | null>(null);
  const [filing, setFiling] = useState<FileTarget | null>(null);
  const [reissuing, setReissuing] = useState<Period | null>(null);
  const [paying, setPaying] = useState<Payout | null>(null);
  const [failing, setFailing] = useState<Payout | null>(null);
  const [format, setFormat] = useState<PaymentFormat>("csv");

  return (
    <Card title={t("payouts.title", { month: periodTitle(period) })}>
      <Muted>{ta("payoutTab.intro")}</Muted>
      <PeriodToolbar period={period} currentYear={yearOf(today)} onChange={setPeriod}>
        <Button
          disabled={close.pending}
          onClick={() => {
            close.reset();
            setClosing(period);
          }}
        >
          {close.pending ? t("payouts.closing") : t("payouts.close")}
        </Button>
        <FormatSelect
          aria-label={t("payouts.format")}
          value={format}
          onChange={(event) => setFormat(event.target.value as PaymentFormat)}
        >
          <option value="csv">{t("payouts.formatCsv")}</option>
          <option value="pain.001">{t("payouts.formatXml")}</option>
        </FormatSelect>
        <Button
          variant="secondary"
          disabled={issue.pending}
          onClick={() => {
            issue.reset();
            setFiling({ period, format });
          }}
        >
          {ta("payoutTab.issue")}
        </Button>
        <Button variant="ghost" disabled={reissue.pending} onClick={() => setReissuing(period)}>
          {t("payouts.reissue")}
        </Button>
        <BankResultButton pending={reconcile.pending} onFile={(file) => reconcile.run({ file, period })} />
      </PeriodToolbar>
      <BankResultReport report={reconcile.data} error={reconcile.error} />
      <PayoutList period={period} onPay={setPaying} onFail={setFailing} />
      <CloseMonthDialog period={closing} action={close} onClose={() => setClosing(null)} />
      <IssueFileDialog target={filing} issue={issue} download={download} onClose={() => setFiling(null)} />
      <ReissueFileDialog
        open={reissuing !== null}
        monthTitle={periodTitle(reissuing ?? period)}
        pending={reissue.pending}
        onReissue={(reason) =>
          reissuing !== null && reissue.run({ period: reissuing, reason }, () => setReissuing(null))
        }
        onClose={() => setReissuing(null)}
      />
      <MarkPaidDialog
        payout={paying}
        pending={pay.pending}
        onPaid={(reference) => paying && pay.run({ id: paying.id, reference }, () => setPaying(null))}
        onClose={() => setPaying(null)}
      />
      <MarkFailedDialog
        payout={failing}
        pending={fail.pending}
        onFailed={(reason) => failing && fail.run({ id: failing.id, reason }, () => setFailing(null))}
        onClose={() => setFailing(null)}
      />
    </Card>
  );
}

type RowActions = { onPay: (payout: Payout) => void; onFail: (payout: Payout) => void };

function PayoutList({ period, onPay, onFail }: { period: Period } & RowActions) {
  const t = useT(operationsText);
  const payouts = useQuery(payoutsQueryOptions(period));
  // Each payout's self-billed invoice; none are listed while e-invoicing is off.
  const einvoices = useQuery(einvoicesQueryOptions(period));
  const einvoiceOf = new Map(
    (einvoices.data?.items ?? []).filter((e) => e.kind === "invoice").map((e) => [e.payoutId, e] as const),
  );
  const showEInvoices = einvoiceOf.size > 0;
  if (payouts.isPending) {
    return (
      <div aria-busy="true">
        <SkeletonRows count={4} height="2.5rem" />
      </div>
    );
  }
  if (payouts.isError) return <FetchError message={t("payouts.failed")} onRetry={() => void payouts.refetch()} />;
  if (payouts.data.length === 0) {
    return <EmptyState title={t("payouts.empty")} hint={t("payouts.emptyHint")} />;
  }
  return (
    <ScrollRegion label={t("payouts.list")}>
      <Table minWidth="54rem">
        <thead>
          <tr>
            <th scope="col">{t("payouts.column.member")}</th>
            <th scope="col">{t("payouts.column.bank")}</th>
            <th scope="col">{t("payouts.column.account")}</th>
            <th scope="col" className="number">
              {t("payouts.column.amount")}
            </th>
            <th scope="col">{t("payouts.column.status")}</th>
            <th scope="col">{t("payouts.column.reference")}</th>
            {showEInvoices ? <th scope="col">{t("einvoice.column")}</th> : null}
            <th scope="col">
              <VisuallyHidden>{t("payouts.column.actions")}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.data.map((payout) => (
            <PayoutRow
              key={payout.id}
              payout={payout}
              einvoice={showEInvoices ? { value: einvoiceOf.get(payout.id) } : null}
              onPay={() => onPay(payout)}
              onFail={() => onFail(payout)}
            />
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

function PayoutRow({
  payout,
  einvoice,
  onPay,
  onFail,
}: {
  payout: Payout;
  einvoice: { value: EInvoice | undefined } | null;
  onPay: () => void;
  onFail: () => void;
}) {
  const t = useT(operationsText);
  const ta = useT(adminText);
  const name = useMemberName()(payout.memberName);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        {payout.duitNowIdType ? t("payouts.duitNow", { kind: payout.duitNowIdType }) : (payout.bankName ?? "-")}
        {payout.bankAccountHolderName && payout.bankAccountHolderName !== payout.memberName ? (
          <div>{payout.bankAccountHolderName}</div>
        ) : null}
      </td>
      <td>{payout.bankAccountNumber ?? "-"}</td>
      <td className="number">{rm(payout.amount)}</td>
      <td>
        <StatusBadge status={payout.status} />
      </td>
      <td>{payout.reference ?? "-"}</td>
      {einvoice ? (
        <td>
          <EInvoiceCell einvoice={einvoice.value} />
        </td>
      ) : null}
      <td>
        {payout.status === "issued" ? (
          <RowButtons>
            <Button variant="secondary" onClick={onPay}>
              {rich(t("payouts.markPaid", { name }), [<VisuallyHidden />])}
            </Button>
            <Button variant="ghost" onClick={onFail}>
              {rich(ta("payoutTab.markFailed", { name }), [<VisuallyHidden />])}
            </Button>
          </RowButtons>
        ) : null}
      </td>
    </tr>
  );
}

// A failed payout's lines are unpaid again: the next close issues them in a new payout.
function StatusBadge({ status }: { status: Payout["status"] }) {
  const t = useT(operationsText);
  if (status === "paid") return <Badge tone="green">{t("payouts.status.paid")}</Badge>;
  if (status === "failed") return <Badge tone="red">{t("payouts.status.failed")}</Badge>;
  return <Badge tone="yellow">{t("payouts.status.unpaid")}</Badge>;
}
