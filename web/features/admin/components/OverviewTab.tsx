import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, shadow, space } from "../../../ui/theme.ts";
import { adminStatsQueryOptions } from "../api/stats.ts";
import type { AdminTabId } from "../hooks/use-admin-tab.ts";
import { adminText } from "../i18n.ts";

const Grid = styled.div`
  display: grid;
  gap: ${space.md};
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StatButton = styled.button`
  display: grid;
  gap: ${space.xs};
  text-align: left;
  padding: ${space.lg} ${space.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  font: inherit;
  color: ${colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${colors.brand};
  }
`;

const Label = styled.span`
  font-weight: 600;
  color: ${colors.textMuted};
`;

const Value = styled.span`
  font-size: 1.75rem;
  font-weight: 800;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Hint = styled.span`
  font-size: 0.875rem;
  color: ${colors.accent};
  font-weight: 600;
`;

type OverviewTabProps = { onOpen: (tab: AdminTabId) => void };

// Each figure is a way in: the counts open the members table, the payouts the income report.
export function OverviewTab({ onOpen }: OverviewTabProps) {
  const t = useT(adminText);
  const stats = useQuery(adminStatsQueryOptions());
  if (stats.isPending) {
    return (
      <div aria-busy="true">
        <SkeletonRows count={3} height="7rem" />
      </div>
    );
  }
  if (stats.isError) return <FetchError message={t("overview.fetchError")} onRetry={() => void stats.refetch()} />;
  const cards = [
    { id: "leaders", label: t("overview.leaders"), value: formatNumber(stats.data.totalLeaders), tab: "members" },
    { id: "members", label: t("overview.members"), value: formatNumber(stats.data.totalMembers), tab: "members" },
    { id: "payouts", label: t("overview.payouts"), value: rm(stats.data.monthlyPayouts), tab: "income" },
  ] as const;
  return (
    <Grid>
      {cards.map((card) => (
        <StatButton key={card.id} type="button" onClick={() => onOpen(card.tab)}>
          <Label>{card.label}</Label>
          <Value>{card.value}</Value>
          <Hint>
            {t(card.tab === "income" ? "overview.viewIncome" : "overview.viewMembers")}{" "}
            <span aria-hidden="true">→</span>
          </Hint>
        </StatButton>
      ))}
    </Grid>
  );
}
