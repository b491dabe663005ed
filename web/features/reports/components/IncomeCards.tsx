import styled from "@emotion/styled";
import { LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL, type Sen } from "../../../../domain/money.ts";
import { formatSignedRM } from "../../../lib/format.ts";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, shadow, space } from "../../../ui/theme.ts";
import type { IncomeSummary } from "../utils/income-summary.ts";

const Grid = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  ${media.desktop} {
    /* One row of equal cards, four or (with reversals) five. */
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
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
  overflow-wrap: anywhere;
  ${media.tablet} {
    font-size: 1.5rem;
  }
`;

const Hint = styled.dd`
  margin: 0;
  font-size: 0.8125rem;
  color: ${colors.textMuted};
`;

type IncomeCardsProps = { summary: IncomeSummary; status: "pending" | "error" | "success" };

// A failed load shows dashes (the breakdown below says why) rather than zeros that look real.
export function IncomeCards({ summary, status }: IncomeCardsProps) {
  const cards: Array<{ label: string; sen: Sen; hint: string; highlight?: boolean }> = [
    { label: "Total", sen: summary.totalSen, hint: "Personal + Level 1 + Level 2", highlight: true },
    { label: "Personal", sen: summary.byType.personal.sen, hint: "Posts × RM 200/post" },
    { label: "Level 1 Override", sen: summary.byType.level1_override.sen, hint: `${LEVEL1_RATE_LABEL} commission` },
    { label: "Level 2 Override", sen: summary.byType.level2_override.sen, hint: `${LEVEL2_RATE_LABEL} commission` },
  ];
  // A month with a reversal gets its own card, and the total says it is net of it.
  if (summary.reversals.sen !== 0) {
    cards[0] = { ...cards[0]!, hint: "Personal + Level 1 + Level 2 − Reversals" };
    cards.push({ label: "Reversals", sen: summary.reversals.sen, hint: "Approved posts reversed" });
  }
  return (
    <Grid aria-busy={status === "pending"}>
      {cards.map((card) => (
        <Item key={card.label} highlight={card.highlight ?? false}>
          <Label>{card.label}</Label>
          <Amount>
            {status === "pending" ? (
              <Skeleton height="1.75rem" width="7rem" />
            ) : status === "error" ? (
              "–"
            ) : (
              formatSignedRM(card.sen)
            )}
          </Amount>
          <Hint>{card.hint}</Hint>
        </Item>
      ))}
    </Grid>
  );
}
