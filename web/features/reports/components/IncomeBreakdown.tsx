import styled from "@emotion/styled";
import { formatRM } from "../../../lib/format.ts";
import { formatSignedRM } from "../../../lib/format.ts";
import type { Period } from "../../../../domain/period.ts";
import { Card } from "../../../ui/Card.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { INCOME_TYPES } from "../api/income.ts";
import type { IncomeSummary } from "../utils/income-summary.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { reportsText } from "../i18n.ts";
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

type IncomeBreakdownProps = { period: Period; summary: IncomeSummary; failed: boolean };

export function IncomeBreakdown({ period, summary, failed }: IncomeBreakdownProps) {
  const t = useT(reportsText);
  const entries = (count: number) => t("breakdown.entries", { count });
  const empty = INCOME_TYPES.every((type) => summary.byType[type].count === 0) && summary.reversals.count === 0;
  return (
    <Card title={t("breakdown.title")}>
      {failed ? (
        <Muted role="alert">{t("breakdown.failed")}</Muted>
      ) : (
        <>
          <List>
            {INCOME_TYPES.map((type) => (
              <Row key={type}>
                <span>
                  {t(`type.${type}`)}
                  <Count>{entries(summary.byType[type].count)}</Count>
                </span>
                <strong>{formatRM(summary.byType[type].sen)}</strong>
              </Row>
            ))}
            {/* Only a month with a reversal has the line; the total above is already net of it. */}
            {summary.reversals.sen !== 0 ? (
              <Row>
                <span>
                  {t("type.reversals")}
                  <Count>{entries(summary.reversals.count)}</Count>
                </span>
                <strong>{formatSignedRM(summary.reversals.sen)}</strong>
              </Row>
            ) : null}
            <TotalRow>
              <span>{t("type.total")}</span>
              <span>{formatRM(summary.totalSen)}</span>
            </TotalRow>
          </List>
          {empty ? <Muted>{t("breakdown.empty", { month: periodTitle(period) })}</Muted> : null}
        </>
      )}
    </Card>
  );
}
