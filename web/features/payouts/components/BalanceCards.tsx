import styled from "@emotion/styled";
import { rm } from "../../../lib/format.ts";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, shadow, space } from "../../../ui/theme.ts";
import type { PayoutSummary } from "../api/payouts.ts";
import { nextPayoutNote } from "../utils/payouts.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { payoutsText } from "../i18n.ts";

const Grid = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  ${media.tablet} {
    gap: ${space.md};
  }
`;

const Item = styled("div", { shouldForwardProp: (prop) => prop !== "highlight" })<{ highlight: boolean }>(
  ({ highlight }) => ({
    display: "flex",
    flexDirection: "column",
    gap: space.xs,
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${highlight ? colors.brand : colors.border}`,
    background: highlight ? colors.brandSoft : colors.surface,
    boxShadow: shadow.card,
    minWidth: 0,
  }),
);

const Label = styled.dt`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${colors.textMuted};
`;

const Amount = styled.dd`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  ${media.tablet} {
    font-size: 1.5rem;
  }
`;

const Note = styled.dd`
  margin: 0;
  font-size: 0.8125rem;
  color: ${colors.textMuted};
`;

type BalanceCardsProps = { summary: PayoutSummary | undefined; status: "pending" | "error" | "success" };

// The unpaid balance and the next payout. A failed load shows dashes (the history below says
// why) rather than zeros that look real; while loading, placeholders hold each figure's room.
export function BalanceCards({ summary, status }: BalanceCardsProps) {
  const t = useT(payoutsText);
  const figure = (amount: (s: PayoutSummary) => number) =>
    summary ? rm(amount(summary)) : status === "error" ? "–" : <Skeleton height="1.75rem" width="7rem" />;
  return (
    <Grid aria-busy={status === "pending"}>
      <Item highlight={false}>
        <Label>{t("balance.unpaid")}</Label>
        <Amount>{figure((s) => s.unpaidBalance)}</Amount>
        <Note>{t("balance.unpaidNote")}</Note>
      </Item>
      <Item highlight>
        <Label>{t("balance.next")}</Label>
        <Amount>{figure((s) => s.willPay)}</Amount>
        <Note>{summary ? nextPayoutNote(summary) : t("balance.afterMonthEnds")}</Note>
      </Item>
    </Grid>
  );
}
