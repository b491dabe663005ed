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
import { riskFlagsQueryOptions, type RiskFilter, type RiskFlag } from "../api/risk.ts";
import { useRiskActions } from "../hooks/use-risk-actions.ts";
import { operationsText } from "../operations/i18n.ts";
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

const FILTERS: ReadonlyArray<RiskFilter> = ["open", "cleared", "confirmed", "all"];

export function RiskTab() {
  const [status, setStatus] = useState<RiskFilter>("open");
  const flags = useQuery(riskFlagsQueryOptions(status));
  const { clear, confirm } = useRiskActions();
  const [clearing, setClearing] = useState<RiskFlag | null>(null);
  const [confirming, setConfirming] = useState<ConfirmTarget | null>(null);
  const busy = clear.isPending || confirm.isPending;
  const t = useT(operationsText);
  const options = FILTERS.map((value) => ({
    value,
    label: value === "all" ? t("risk.filter.all") : t(`status.${value}`),
  }));
  const emptyHint = status === "open" || status === "all" ? t(`risk.emptyHint.${status}`) : undefined;

  return (
    <Card title={t("risk.title")}>
      <SwitchBox>
        <SegmentedSwitch label={t("risk.show")} options={options} value={status} onChange={setStatus} />
      </SwitchBox>
      {flags.isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={2} height="12rem" />
        </div>
      ) : flags.isError ? (
        <FetchError message={t("risk.failed")} onRetry={() => void flags.refetch()} />
      ) : flags.data.length === 0 ? (
        <EmptyState title={t(`risk.empty.${status}`)} hint={emptyHint} />
      ) : (
        <List aria-label={t(`risk.list.${status}`)}>
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
