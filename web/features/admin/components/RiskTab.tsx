import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { space } from "../../../ui/theme.ts";
import { riskFlagsQueryOptions, type RiskFilter, type RiskFlag } from "../api/risk.ts";
import { useRiskActions } from "../hooks/use-risk-actions.ts";
import { ClearFlagDialog } from "./ClearFlagDialog.tsx";
import { ConfirmFlagDialog, type ConfirmTarget } from "./ConfirmFlagDialog.tsx";
import { RiskFlagCard } from "./RiskFlagCard.tsx";

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  padding: 0;
  list-style: none;
`;

const SwitchBox = styled.div`
  max-width: 30rem;
`;

const STATUS_OPTIONS: ReadonlyArray<{ value: RiskFilter; label: string }> = [
  { value: "open", label: "Open" },
  { value: "cleared", label: "Cleared" },
  { value: "confirmed", label: "Confirmed" },
  { value: "all", label: "All" },
];

const EMPTY: Record<RiskFilter, { title: string; hint?: string }> = {
  open: { title: "No open flags", hint: "Nothing waits for review." },
  cleared: { title: "No cleared flags" },
  confirmed: { title: "No confirmed flags" },
  all: { title: "No flags yet", hint: "Flags appear here when the fraud rules find something to check." },
};

export function RiskTab() {
  const [status, setStatus] = useState<RiskFilter>("open");
  const flags = useQuery(riskFlagsQueryOptions(status));
  const { clear, confirm } = useRiskActions();
  const [clearing, setClearing] = useState<RiskFlag | null>(null);
  const [confirming, setConfirming] = useState<ConfirmTarget | null>(null);
  const busy = clear.isPending || confirm.isPending;

  return (
    <Card title="Risk Flags">
      <SwitchBox>
        <SegmentedSwitch label="Show flags" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
      </SwitchBox>
      {flags.isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={2} height="12rem" />
        </div>
      ) : flags.isError ? (
        <FetchError message="Failed to fetch risk flags" onRetry={() => void flags.refetch()} />
      ) : flags.data.length === 0 ? (
        <EmptyState title={EMPTY[status].title} hint={EMPTY[status].hint} />
      ) : (
        <List aria-label={`${STATUS_OPTIONS.find((option) => option.value === status)?.label} flags`}>
          {flags.data.map((flag) => (
            <RiskFlagCard
              key={flag.flagId}
              flag={flag}
              busy={busy}
              onClear={() => setClearing(flag)}
              onConfirm={() => setConfirming({ flag, suspendAll: false })}
              onSuspend={() => setConfirming({ flag, suspendAll: true })}
            />
          ))}
        </List>
      )}
      <ClearFlagDialog
        flag={clearing}
        pending={clear.isPending}
        onClear={(reason) =>
          clearing && clear.mutate({ flagId: clearing.flagId, reason }, { onSuccess: () => setClearing(null) })
        }
        onClose={() => setClearing(null)}
      />
      <ConfirmFlagDialog
        target={confirming}
        pending={confirm.isPending}
        onConfirm={(body) =>
          confirming &&
          confirm.mutate({ flagId: confirming.flag.flagId, ...body }, { onSuccess: () => setConfirming(null) })
        }
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
