import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { formatNumber, rmWhole } from "../../../lib/format.ts";
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
  const teamSize = stats.data?.teamSize ?? 0;
  // Team figures wait for the stats; a failed request shows a dash rather than a wrong zero.
  const teamFigure = (figure: string) => (stats.isPending ? "…" : stats.isError ? "–" : figure);
  const overrideSen = summary.byType.level1_override.sen + summary.byType.level2_override.sen;
  return (
    <Card title="Performance Metrics">
      <List>
        <Metric>
          <dt>
            Average posts per month
            <Explanation>Personal income ÷ RM 200</Explanation>
          </dt>
          <dd>{formatNumber(averagePostsPerMonth(summary.byType.personal.sen))}</dd>
        </Metric>
        <Metric>
          <dt>
            Override per member
            <Explanation>Level 1 + Level 2 override ÷ team size</Explanation>
          </dt>
          <dd>{teamFigure(rmWhole(overridePerMemberRinggit(overrideSen, teamSize)))}</dd>
        </Metric>
        <Metric>
          <dt>
            Team size
            <Explanation>Level 1 and Level 2 members</Explanation>
          </dt>
          <dd>{teamFigure(formatNumber(teamSize))}</dd>
        </Metric>
      </List>
    </Card>
  );
}
