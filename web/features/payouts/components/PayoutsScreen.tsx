import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { Page } from "../../../ui/Page.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { space } from "../../../ui/theme.ts";
import { payoutSummaryQueryOptions } from "../api/payouts.ts";
import { BalanceCards } from "./BalanceCards.tsx";
import { PayoutList } from "./PayoutList.tsx";
import { ReversalList } from "./ReversalList.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
  & > * {
    min-width: 0;
  }
`;

export function PayoutsScreen() {
  const summary = useQuery(payoutSummaryQueryOptions());
  return (
    <Page
      title="Payouts"
      description="Your approved income is paid into your bank account once a month, after the month ends."
    >
      <Stack>
        <BalanceCards summary={summary.data} status={summary.status} />
        <Card title="Payout History">
          <QueryContent
            query={summary}
            skeleton={{ count: 3, height: "3.5rem" }}
            errorMessage="Failed to fetch payouts"
            isEmpty={(data) => data.payouts.length === 0}
            empty={
              <EmptyState
                art="payouts"
                title="No payouts yet"
                hint="Once a month has ended and been closed, its payout is listed here."
              />
            }
          >
            {(data) => <PayoutList payouts={data.payouts} />}
          </QueryContent>
        </Card>
        {summary.data && summary.data.reversals.length > 0 ? (
          <Card title="Reversals">
            <p>Pay taken back from approved posts that were reversed, deducted from your balance.</p>
            <ReversalList reversals={summary.data.reversals} />
          </Card>
        ) : null}
      </Stack>
    </Page>
  );
}
