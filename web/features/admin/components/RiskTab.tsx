import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { space } from "../../../ui/theme.ts";
import { riskFlagsQueryOptions, type RiskFilter, type RiskFlag, type RiskFlagItem } from "../api/risk.ts";
import { useRiskActions } from "../hooks/use-risk-actions.ts";
import { useStableRows } from "../hooks/use-stable-rows.ts";
import { operationsText } from "../operations/i18n.ts";
import { ClearFlagDialog } from "./ClearFlagDialog.tsx";
import { ConfirmFlagDialog, type ConfirmTarget } from "./ConfirmFlagDialog.tsx";
import { RiskFlagCard } from "./RiskFlagCard.tsx";
import { ShowLatest } from "./ShowLatest.tsx";

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  padding: 0;
  list-style: none;
`;

const SwitchBox = styled.div`
  max-width: 30rem;
`;

const FILTERS: ReadonlyArray<RiskFilter> = ["open", "cleared", "confirmed", "all"];

export function RiskTab() {
  const [status, setStatus] = useState<RiskFilter>("open");
  const t = useT(operationsText);
  const options = FILTERS.map((value) => ({
    value,
    label: value === "all" ? t("risk.filter.all") : t(`status.${value}`),
  }));
  return (
    <Card title={t("risk.title")}>
      <SwitchBox>
        <SegmentedSwitch label={t("risk.show")} options={options} value={status} onChange={setStatus} />
      </SwitchBox>
      {/* Another filter is another list, in the order the server gives it. */}
      <RiskQueue key={status} status={status} />
    </Card>
  );
}

const flagId = (flag: RiskFlagItem) => flag.flagId;

// The flags as the reviewer first saw them: a decided flag stays in its place showing the
// decision, and flags raised meanwhile wait behind "Show latest".
function RiskQueue({ status }: { status: RiskFilter }) {
  const flags = useQuery(riskFlagsQueryOptions(status));
  const list = useStableRows(flags.data, flagId);
  const actions = useRiskActions(list.decide);
  const [clearing, setClearing] = useState<RiskFlag | null>(null);
  const [confirming, setConfirming] = useState<ConfirmTarget | null>(null);
  const t = useT(operationsText);
  const emptyHint = status === "open" || status === "all" ? t(`risk.emptyHint.${status}`) : undefined;
  const closeOnSuccess = (close: () => void) => (result: unknown) => result !== undefined && close();

  if (flags.isPending)
    return (
      <div aria-busy="true">
        <SkeletonRows count={2} height="12rem" />
      </div>
    );
  if (flags.isError) return <FetchError message={t("risk.failed")} onRetry={() => void flags.refetch()} />;
  return (
    <>
      <ShowLatest added={list.added} onShow={list.showLatest} />
      {list.rows.length === 0 ? (
        <EmptyState title={t(`risk.empty.${status}`)} hint={emptyHint} />
      ) : (
        <List aria-label={t(`risk.list.${status}`)}>
          {list.rows.map((flag) => (
            <RiskFlagCard
              key={flag.flagId}
              flag={flag}
              busy={actions.pending.has(flag.flagId)}
              onClear={() => setClearing(flag)}
              onConfirm={() => setConfirming({ flag, suspendAll: false })}
              onSuspend={() => setConfirming({ flag, suspendAll: true })}
            />
          ))}
        </List>
      )}
      <ClearFlagDialog
        flag={clearing}
        pending={clearing !== null && actions.pending.has(clearing.flagId)}
        onClear={(reason) => clearing && actions.clear(clearing, reason).then(closeOnSuccess(() => setClearing(null)))}
        onClose={() => setClearing(null)}
      />
      <ConfirmFlagDialog
        target={confirming}
        pending={confirming !== null && actions.pending.has(confirming.flag.flagId)}
        onConfirm={(body) =>
          confirming && actions.confirm(confirming.flag, body).then(closeOnSuccess(() => setConfirming(null)))
        }
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
