import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { periodOf, previousPeriod, yearOf, type Period } from "../../../../domain/period.ts";
import { rm } from "../../../lib/format.ts";
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
  // Only a month that has ended can be closed, so the last one is where an admin starts.
  const [today] = useState(() => periodOf(new Date()));
  const [period, setPeriod] = useState<Period>(() => previousPeriod(today));
  const { close, pay, reconcile, reissue } = usePayoutActions();
  const [paying, setPaying] = useState<Payout | null>(null);
  const [format, setFormat] = useState<PaymentFormat>("csv");
  const [reissuing, setReissuing] = useState(false);
  const bankFile = useDownload({ success: "Bank file downloaded", failure: "Failed to download bank file" });

  return (
    <Card title={`Payouts: ${periodTitle(period)}`}>
      <Muted>
        Closing a finished month pays each member&apos;s unpaid income up to its end in one payout (income approved
        after an earlier close included). Closing it again issues nothing new. The bank file (DuitNow/IBG CSV or ISO
        20022 XML) can be downloaded once; re-issue it with a reason to download it again. The bank&apos;s result file
        (CSV: reference, status, bank_reference) marks payouts paid or failed; a failed payout goes into the next close.
      </Muted>
      <PeriodToolbar period={period} currentYear={yearOf(today)} onChange={setPeriod}>
        <Button disabled={close.isPending} onClick={() => close.mutate(period)}>
          {close.isPending ? "Closing..." : "Close Month"}
        </Button>
        <FormatSelect
          aria-label="Bank file format"
          value={format}
          onChange={(event) => setFormat(event.target.value as PaymentFormat)}
        >
          <option value="csv">DuitNow/IBG CSV</option>
          <option value="pain.001">ISO 20022 XML</option>
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
          Download Bank File
        </Button>
        <Button variant="ghost" disabled={reissue.isPending} onClick={() => setReissuing(true)}>
          Re-issue Bank File
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
  const payouts = useQuery(payoutsQueryOptions(period));
  if (payouts.isPending) {
    return (
      <div aria-busy="true">
        <SkeletonRows count={4} height="2.5rem" />
      </div>
    );
  }
  if (payouts.isError) return <FetchError message="Failed to fetch payouts" onRetry={() => void payouts.refetch()} />;
  if (payouts.data.length === 0) {
    return <EmptyState title="No payouts for this month" hint="Close the month once it has ended to issue them." />;
  }
  return (
    <ScrollRegion label="Payout list">
      <Table minWidth="54rem">
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Bank</th>
            <th scope="col">Account Number</th>
            <th scope="col" className="number">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Reference</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
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

const DUITNOW_KIND: Readonly<Record<NonNullable<Payout["duitNowIdType"]>, string>> = {
  mobile: "mobile",
  nric: "MyKad",
  passport: "passport",
  business: "business",
};

function PayoutRow({ payout, onPay }: { payout: Payout; onPay: () => void }) {
  const name = payout.memberName;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        {payout.duitNowIdType ? `DuitNow (${DUITNOW_KIND[payout.duitNowIdType]})` : (payout.bankName ?? "-")}
        {payout.bankAccountHolderName && payout.bankAccountHolderName !== name ? (
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
            Mark Paid<VisuallyHidden> for {name}</VisuallyHidden>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

// A failed payout's lines are unpaid again: the next close issues them in a new payout.
function StatusBadge({ status }: { status: Payout["status"] }) {
  if (status === "paid") return <Badge tone="green">Paid</Badge>;
  if (status === "failed") return <Badge tone="red">Failed</Badge>;
  return <Badge tone="yellow">Unpaid</Badge>;
}
