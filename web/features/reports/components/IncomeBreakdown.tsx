import styled from "@emotion/styled";
import { formatRM } from "../../../../domain/money.ts";
import { formatSignedRM } from "../../../lib/format.ts";
import type { Period } from "../../../../domain/period.ts";
import { Card } from "../../../ui/Card.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { INCOME_TYPES } from "../api/income.ts";
import { INCOME_TYPE_LABELS, type IncomeSummary } from "../utils/income-summary.ts";
import { periodTitle } from "../../../lib/periods.ts";

const List = styled.ul`
  list-style: none;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space.md};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
`;

const Count = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const TotalRow = styled(Row)`
  border-bottom: 0;
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

const entries = (count: number) => `${count} ${count === 1 ? "entry" : "entries"}`;

type IncomeBreakdownProps = { period: Period; summary: IncomeSummary; failed: boolean };

export function IncomeBreakdown({ period, summary, failed }: IncomeBreakdownProps) {
  const empty = INCOME_TYPES.every((type) => summary.byType[type].count === 0) && summary.reversals.count === 0;
  return (
    <Card title="Income Breakdown">
      {failed ? (
        <Muted role="alert">Income data could not be loaded. Reload the page to try again.</Muted>
      ) : (
        <>
          <List>
            {INCOME_TYPES.map((type) => (
              <Row key={type}>
                <span>
                  {INCOME_TYPE_LABELS[type]}
                  <Count>{entries(summary.byType[type].count)}</Count>
                </span>
                <strong>{formatRM(summary.byType[type].sen)}</strong>
              </Row>
            ))}
            {/* Only a month with a reversal has the line; the total above is already net of it. */}
            {summary.reversals.sen !== 0 ? (
              <Row>
                <span>
                  Reversals
                  <Count>{entries(summary.reversals.count)}</Count>
                </span>
                <strong>{formatSignedRM(summary.reversals.sen)}</strong>
              </Row>
            ) : null}
            <TotalRow>
              <span>Total</span>
              <span>{formatRM(summary.totalSen)}</span>
            </TotalRow>
          </List>
          {empty ? <Muted>No income recorded for {periodTitle(period)} yet.</Muted> : null}
        </>
      )}
    </Card>
  );
}
