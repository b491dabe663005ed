import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL, POST_REWARD_SEN, toRinggit } from "../../../../domain/money.ts";
import { rm, rmSigned, rmWhole } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { buttonStyles } from "../../../ui/Button.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonText } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { dashboardStatsQueryOptions, type DashboardStats } from "../api/dashboard.ts";
import { dashboardText } from "../i18n.ts";
import { SectionCard } from "./SectionCard.tsx";

const Lines = styled.dl`
  margin: 0;
  & > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${space.md};
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${colors.border};
  }
  & > div:last-of-type {
    border-bottom: 0;
    padding-top: ${space.md};
  }
  /* Room for amounts up to RM 99,999.99 whatever the figure, so the labels wrap the same way
     before the figures arrive (when a placeholder holds the room) and after. */
  & dd {
    margin: 0;
    min-width: 7.5em;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Caption = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const Total = styled.div`
  font-size: 1.125rem;
  & dd {
    color: ${colors.brandText};
  }
`;

// Each line's words are filled with `values`: the reward per post, or the line's rate.
type Line = {
  name: "income.personal" | "income.level1" | "income.level2";
  caption: "income.personalCaption" | "income.level1Caption" | "income.level2Caption";
  values: Record<string, string>;
  amount: (stats: DashboardStats) => number;
};

const LINES: ReadonlyArray<Line> = [
  {
    name: "income.personal",
    caption: "income.personalCaption",
    values: { reward: rmWhole(toRinggit(POST_REWARD_SEN)) },
    amount: (s) => s.personalIncome,
  },
  {
    name: "income.level1",
    caption: "income.level1Caption",
    values: { rate: LEVEL1_RATE_LABEL },
    amount: (s) => s.level1Override,
  },
  {
    name: "income.level2",
    caption: "income.level2Caption",
    values: { rate: LEVEL2_RATE_LABEL },
    amount: (s) => s.level2Override,
  },
];

// The labels are known before the figures: while these load, each line is drawn with a
// placeholder for its amount, so the card has its final height from the start.
export function IncomeBreakdown() {
  const { data: stats, isPending, isError, refetch } = useQuery(dashboardStatsQueryOptions());
  const t = useT(dashboardText);
  const amount = (value: (stats: DashboardStats) => number) =>
    stats ? rm(value(stats)) : <SkeletonText width="100%" />;
  return (
    <SectionCard title={t("income.title")} busy={isPending}>
      {isError ? (
        <FetchError message={t("income.fetchError")} onRetry={() => void refetch()} />
      ) : (
        <Lines>
          {LINES.map((line) => (
            <div key={line.name}>
              <dt>
                {t(line.name, line.values)}
                <Caption>{t(line.caption, line.values)}</Caption>
              </dt>
              <dd>{amount(line.amount)}</dd>
            </div>
          ))}
          {/* Only a month with a reversal has the line; the total below is already net of it. */}
          {stats && stats.reversals !== 0 ? (
            <div>
              <dt>
                {t("income.reversals")}
                <Caption>{t("income.reversalsCaption")}</Caption>
              </dt>
              <dd>{rmSigned(stats.reversals)}</dd>
            </div>
          ) : null}
          <Total>
            <dt>
              <strong>{t("income.total")}</strong>
              <Caption>
                {stats && stats.reversals !== 0 ? t("income.totalCaptionReversals") : t("income.totalCaption")}
              </Caption>
            </dt>
            <dd>{amount((s) => s.totalIncome)}</dd>
          </Total>
        </Lines>
      )}
      {/* This month's income is paid after the month ends: where to follow it from there. */}
      <Link to="/payouts" css={buttonStyles("secondary", true)}>
        {t("income.viewPayouts")}
      </Link>
    </SectionCard>
  );
}
