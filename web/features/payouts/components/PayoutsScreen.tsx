import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { Page } from "../../../ui/Page.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { space } from "../../../ui/theme.ts";
import { payoutSummaryQueryOptions } from "../api/payouts.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { payoutsText } from "../i18n.ts";
import { BalanceCards } from "./BalanceCards.tsx";
import { PayoutList } from "./PayoutList.tsx";
import { PayoutNotices } from "./PayoutNotices.tsx";
import { PendingList } from "./PendingList.tsx";
import { ReversalList } from "./ReversalList.tsx";
import { StatementsCard } from "./StatementsCard.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
  & > * {
    min-width: 0;
  }
`;

export function PayoutsScreen() {
  const summary = useQuery(payoutSummaryQueryOptions());
  const t = useT(payoutsText);
  return (
    <Page title={t("screen.title")} description={t("screen.description")}>
      <Stack>
        <PayoutNotices />
        <BalanceCards summary={summary.data} status={summary.status} />
        {summary.data ? <PendingList pending={summary.data.pending} /> : null}
        <Card title={t("history.title")}>
          <QueryContent
            query={summary}
            skeleton={{ count: 3, height: "3.5rem" }}
            errorMessage={t("history.failed")}
            isEmpty={(data) => data.payouts.length === 0}
            empty={<EmptyState art="payouts" title={t("history.empty")} hint={t("history.emptyHint")} />}
          >
            {(data) => <PayoutList payouts={data.payouts} />}
          </QueryContent>
        </Card>
        {summary.data && summary.data.reversals.length > 0 ? (
          <Card title={t("reversals.title")}>
            <p>{t("reversals.intro")}</p>
            <ReversalList reversals={summary.data.reversals} />
          </Card>
        ) : null}
        <StatementsCard />
      </Stack>
    </Page>
  );
}
