import styled from "@emotion/styled";
import {
  LEVEL1_RATE_LABEL,
  LEVEL2_RATE_LABEL,
  POST_REWARD_SEN,
  toRinggit,
  type Sen,
} from "../../../../domain/money.ts";
import { formatSignedRM, rmWhole } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { reportsText } from "../i18n.ts";
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
  const t = useT(reportsText);
  const commission = (rate: string) => t("cards.commissionHint", { rate });
  const cards: Array<{ id: string; label: string; sen: Sen; hint: string; highlight?: boolean }> = [
    { id: "total", label: t("type.total"), sen: summary.totalSen, hint: t("cards.totalHint"), highlight: true },
    {
      id: "personal",
      label: t("type.personal"),
      sen: summary.byType.personal.sen,
      // A no-break space keeps "RM 200" whole where the hint wraps.
      hint: t("cards.personalHint", { amount: rmWhole(toRinggit(POST_REWARD_SEN)).replace(" ", "\u00a0") }),
    },
    {
      id: "level1",
      label: t("type.level1_override"),
      sen: summary.byType.level1_override.sen,
      hint: commission(LEVEL1_RATE_LABEL),
    },
    {
      id: "level2",
      label: t("type.level2_override"),
      sen: summary.byType.level2_override.sen,
      hint: commission(LEVEL2_RATE_LABEL),
    },
  ];
  // A month with a reversal gets its own card, and the total says it is net of it.
  if (summary.reversals.sen !== 0) {
    cards[0] = { ...cards[0]!, hint: t("cards.totalNetHint") };
    cards.push({
      id: "reversals",
      label: t("type.reversals"),
      sen: summary.reversals.sen,
      hint: t("cards.reversalsHint"),
    });
  }
  return (
    <Grid aria-busy={status === "pending"}>
      {cards.map((card) => (
        <Item key={card.id} highlight={card.highlight ?? false}>
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
