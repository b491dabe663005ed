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
import { StatCard, StatCards } from "../../../ui/StatCard.tsx";
import { media, space } from "../../../ui/theme.ts";
import type { IncomeSummary } from "../utils/income-summary.ts";

const Grid = styled(StatCards)`
  ${media.desktop} {
    /* One row of equal cards, four or (with reversals) five. */
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: ${space.md};
  }
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
        <StatCard
          key={card.id}
          label={card.label}
          figure={status === "success" ? formatSignedRM(card.sen) : undefined}
          failed={status === "error"}
          note={card.hint}
          highlight={card.highlight ?? false}
        />
      ))}
    </Grid>
  );
}
