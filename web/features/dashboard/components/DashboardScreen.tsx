import styled from "@emotion/styled";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useDeferredValue, useState } from "react";
import type { Completeness } from "../../../../domain/completeness.ts";
import { userAtom } from "../../../lib/auth.ts";
import { isFirstVisit } from "../../../lib/first-visit.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Page } from "../../../ui/Page.tsx";
import { media, space } from "../../../ui/theme.ts";
import { useCompleteness } from "../hooks/use-completeness.ts";
import { useCompletionModal } from "../hooks/use-completion-modal.ts";
import { dashboardText } from "../i18n.ts";
import { CompletionBanner } from "./CompletionBanner.tsx";
import { IncomeBreakdown } from "./IncomeBreakdown.tsx";
import { Leaderboard } from "./Leaderboard.tsx";
import { PostsCard } from "./PostsCard.tsx";
import { RecentActivity } from "./RecentActivity.tsx";
import { StatsOverview } from "./StatsOverview.tsx";
import { TeamPanel } from "./TeamPanel.tsx";
import { greeting } from "../utils/greeting.ts";
import { PayoutNotices } from "../../payouts/components/PayoutNotices.tsx";

// The modal (and Radix Dialog under it) is not part of the dashboard's first JavaScript: it
// opens three seconds after the screen, for some profiles only, and its code loads then.
const CompletionModal = lazy(() =>
  import("./CompletionModal.tsx").then((module) => ({ default: module.CompletionModal })),
);

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

export function DashboardScreen() {
  const user = useAtomValue(userAtom);
  const t = useT(dashboardText);
  const firstName = typeof user?.firstName === "string" && user.firstName.trim() !== "" ? user.firstName.trim() : null;
  const { completeness, settled } = useCompleteness();
  // The cards are the screen's largest render; deferred (also on the first render, where they
  // start hidden), React paints the heading first and then renders the cards in slices between
  // which the browser can paint and handle input, rather than in one long task.
  const showSections = useDeferredValue(settled, false);

  // The banner, when the profile needs one, comes first: the cards wait for the profile (asked
  // for when the app starts, so usually already here) rather than be pushed down by it.
  return (
    <Page title={t("screen.title")} description={greeting(firstName, isFirstVisit(user?.id), t)}>
      {showSections ? (
        <Sections>
          {completeness ? <CompletionBanner completeness={completeness} /> : null}
          <PostsCard />
          <PayoutNotices />
          <StatsOverview />
          <TwoColumns>
            <IncomeBreakdown />
            <RecentActivity />
          </TwoColumns>
          <TeamPanel />
          <Leaderboard />
        </Sections>
      ) : (
        <Sections aria-busy="true" />
      )}
      {completeness ? <CompletionModalHost completeness={completeness} /> : null}
    </Page>
  );
}

// Holds the modal's state, so opening and closing it re-renders only the modal.
function CompletionModalHost({ completeness }: { completeness: Completeness }) {
  const modal = useCompletionModal(completeness.percent);
  const [opened, setOpened] = useState(false);
  if (modal.open && !opened) setOpened(true);
  // Mounted from its first opening on, so it can close with focus returned as usual.
  return opened ? (
    <Suspense fallback={null}>
      <CompletionModal completeness={completeness} open={modal.open} onOpenChange={modal.setOpen} />
    </Suspense>
  ) : null;
}
