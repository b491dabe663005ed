import styled from "@emotion/styled";
import { useAtomValue } from "jotai";
import { userAtom } from "../../../lib/auth.ts";
import { Page } from "../../../ui/Page.tsx";
import { media, space } from "../../../ui/theme.ts";
import { useCompleteness } from "../hooks/use-completeness.ts";
import { useCompletionModal } from "../hooks/use-completion-modal.ts";
import { CompletionBanner } from "./CompletionBanner.tsx";
import { CompletionModal } from "./CompletionModal.tsx";
import { IncomeBreakdown } from "./IncomeBreakdown.tsx";
import { Leaderboard } from "./Leaderboard.tsx";
import { RecentActivity } from "./RecentActivity.tsx";
import { StatsOverview } from "./StatsOverview.tsx";
import { TeamPanel } from "./TeamPanel.tsx";

const Sections = styled.div`
  display: grid;
  gap: ${space.lg};
  /* Grid children default to min-width: auto, which would let a long word widen the page. */
  & > * {
    min-width: 0;
  }
`;

const TwoColumns = styled.div`
  display: grid;
  gap: ${space.lg};
  & > * {
    min-width: 0;
  }
  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

function welcome(firstName: string | null): string {
  return firstName
    ? `Welcome back, ${firstName}! Here is your income and your team this month.`
    : "Welcome to Jemput! Post content and invite members to start earning.";
}

export function DashboardScreen() {
  const user = useAtomValue(userAtom);
  const firstName = typeof user?.firstName === "string" && user.firstName.trim() !== "" ? user.firstName.trim() : null;
  const completeness = useCompleteness();
  const modal = useCompletionModal(completeness?.percent);

  return (
    <Page title="Dashboard" description={welcome(firstName)}>
      <Sections>
        {completeness ? <CompletionBanner completeness={completeness} /> : null}
        <StatsOverview />
        <TwoColumns>
          <IncomeBreakdown />
          <RecentActivity />
        </TwoColumns>
        <TeamPanel />
        <Leaderboard />
      </Sections>
      {completeness ? <CompletionModal completeness={completeness} open={modal.open} onOpenChange={modal.setOpen} /> : null}
    </Page>
  );
}
