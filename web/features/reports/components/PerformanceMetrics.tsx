import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { POST_REWARD_SEN, toRinggit } from "../../../../domain/money.ts";
import { formatNumber, rmWhole } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { reportsText } from "../i18n.ts";
import { Card } from "../../../ui/Card.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { dashboardStatsQueryOptions } from "../../dashboard/api/dashboard.ts";
import type { IncomeSummary } from "../utils/income-summary.ts";
import { averagePostsPerMonth, overridePerMemberRinggit } from "../utils/metrics.ts";

const List = styled.dl`
  display: grid;
  gap: ${space.md};
`;

const Metric = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space.md};
  & > dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
    white-space: nowrap;
  }
`;

const Explanation = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

export function PerformanceMetrics({ summary }: { summary: IncomeSummary }) {
  const stats = useQuery(dashboardStatsQueryOptions());
  const t = useT(reportsText);
  const teamSize = stats.data?.teamSize ?? 0;
  // Team figures wait for the stats; a failed request shows a dash rather than a wrong zero.
  const teamFigure = (figure: string) => (stats.isPending ? "…" : stats.isError ? "–" : figure);
  const overrideSen = summary.byType.level1_override.sen + summary.byType.level2_override.sen;
  return (
    <Card title={t("metrics.title")}>
      <List>
        <Metric>
          <dt>
            {t("metrics.averagePosts")}
            <Explanation>{t("metrics.averagePostsHow", { amount: rmWhole(toRinggit(POST_REWARD_SEN)) })}</Explanation>
          </dt>
          <dd>{formatNumber(averagePostsPerMonth(summary.byType.personal.sen))}</dd>
        </Metric>
        <Metric>
          <dt>
            {t("metrics.overridePerMember")}
            <Explanation>{t("metrics.overridePerMemberHow")}</Explanation>
          </dt>
          <dd>{teamFigure(rmWhole(overridePerMemberRinggit(overrideSen, teamSize)))}</dd>
        </Metric>
        <Metric>
          <dt>
            {t("metrics.teamSize")}
            <Explanation>{t("metrics.teamSizeHow")}</Explanation>
          </dt>
          <dd>{teamFigure(formatNumber(teamSize))}</dd>
        </Metric>
      </List>
    </Card>
  );
}
