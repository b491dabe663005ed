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
import { colors } from "../../../ui/theme.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { bankFilePath, payoutsQueryOptions, type Payout, type PaymentFormat } from "../api/payouts.ts";
import { useDownload } from "../hooks/use-download.ts";
import { usePayoutActions } from "../hooks/use-payout-actions.ts";
import { operationsText } from "../operations/i18n.ts";
import { BankResultButton, BankResultReport } from "./BankResult.tsx";
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

export function PayoutsTab() {
  const t = useT(operationsText);
  // Only a month that has ended can be closed, so the last one is where an admin starts.
  const [today] = useState(() => periodOf(new Date()));
  const [period, setPeriod] = useState<Period>(() => previousPeriod(today));
  const { close, pay, reconcile, reissue } = usePayoutActions();
  const [paying, setPaying] = useState<Payout | null>(null);
  const [format, setFormat] = useState<PaymentFormat>("csv");
  const [reissuing, setReissuing] = useState(false);
  const bankFile = useDownload({ success: t("payouts.downloaded"), failure: t("payouts.downloadFailed") });

  return (
    <Card title={t("payouts.title", { month: periodTitle(period) })}>
      <Muted>{t("payouts.intro")}</Muted>
      <PeriodToolbar period={period} currentYear={yearOf(today)} onChange={setPeriod}>
        <Button disabled={close.isPending} onClick={() => close.mutate(period)}>
          {close.isPending ? t("payouts.closing") : t("payouts.close")}
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
          disabled={bankFile.isPending}
          onClick={() =>
            bankFile.mutate({
              path: bankFilePath(period, format),
              fallbackName: format === "csv" ? "payouts.csv" : "payouts.xml",
            })
          }
        >
          {t("payouts.download")}
        </Button>
        <Button variant="ghost" disabled={reissue.isPending} onClick={() => setReissuing(true)}>
          {t("payouts.reissue")}
        </Button>
        <BankResultButton pending={reconcile.isPending} onFile={(file) => reconcile.mutate({ file, period })} />
      </PeriodToolbar>
      <BankResultReport report={reconcile.data} error={reconcile.error} />
      <PayoutList period={period} onPay={setPaying} />
      <ReissueFileDialog
        open={reissuing}
        monthTitle={periodTitle(period)}
        pending={reissue.isPending}
        onReissue={(reason) => reissue.mutate({ period, reason }, { onSuccess: () => setReissuing(false) })}
        onClose={() => setReissuing(false)}
      />
      <MarkPaidDialog
        payout={paying}
        pending={pay.isPending}
        onPaid={(reference) => paying && pay.mutate({ id: paying.id, reference }, { onSuccess: () => setPaying(null) })}
        onClose={() => setPaying(null)}
      />
    </Card>
  );
}

function PayoutList({ period, onPay }: { period: Period; onPay: (payout: Payout) => void }) {
  const t = useT(operationsText);
  const payouts = useQuery(payoutsQueryOptions(period));
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
            <th scope="col">
              <VisuallyHidden>{t("payouts.column.actions")}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.data.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} onPay={() => onPay(payout)} />
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

function PayoutRow({ payout, onPay }: { payout: Payout; onPay: () => void }) {
  const t = useT(operationsText);
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
      <td>
        {payout.status === "issued" ? (
          <Button variant="secondary" onClick={onPay}>
            {rich(t("payouts.markPaid", { name }), [<VisuallyHidden />])}
          </Button>
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
