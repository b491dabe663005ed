import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { periodOf, yearOf } from "../../../../domain/period.ts";
import { Page } from "../../../ui/Page.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { reportsText } from "../i18n.ts";
import { media, space } from "../../../ui/theme.ts";
import { incomeQueryOptions } from "../api/income.ts";
import { summariseIncome } from "../utils/income-summary.ts";
import { ExportButtons } from "./ExportButtons.tsx";
import { IncomeBreakdown } from "./IncomeBreakdown.tsx";
import { IncomeCards } from "./IncomeCards.tsx";
import { IncomeTrendChart } from "./IncomeTrendChart.tsx";
import { PerformanceMetrics } from "./PerformanceMetrics.tsx";
import { PeriodPicker } from "../../../ui/PeriodPicker.tsx";
import { PostsPerformance } from "./PostsPerformance.tsx";
import { StatementButtons } from "./StatementButtons.tsx";
import { SubmitPostForm } from "../../posts/components/SubmitPostForm.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Toolbar = styled.div`
  display: grid;
  gap: ${space.sm};
  align-items: end;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.md};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space.md};
  align-items: start;
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function ReportsScreen() {
  // Income months are Malaysian calendar months, whatever the viewer's own time zone.
  const [today] = useState(() => periodOf(new Date()));
  const [period, setPeriod] = useState(today);
  const income = useQuery(incomeQueryOptions(period));
  const summary = summariseIncome(income.data ?? []);
  const t = useT(reportsText);

  return (
    <Page title={t("screen.title")} description={t("screen.description")}>
      <Stack>
        <Toolbar>
          <PeriodPicker period={period} currentYear={yearOf(today)} onChange={setPeriod} />
          <ExportButtons period={period} summary={summary} records={income.data} />
        </Toolbar>
        <StatementButtons period={period} today={today} />
        <IncomeCards summary={summary} status={income.status} />
        <IncomeTrendChart period={period} />
        <Columns>
          <IncomeBreakdown period={period} summary={summary} failed={income.isError} />
          <PerformanceMetrics summary={summary} />
        </Columns>
        <Columns>
          <PostsPerformance period={period} />
          <SubmitPostForm />
        </Columns>
      </Stack>
    </Page>
  );
}
