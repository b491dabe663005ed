import styled from "@emotion/styled";
import { rm } from "../../../lib/format.ts";
import { StatCard, StatCards } from "../../../ui/StatCard.tsx";
import { media, space } from "../../../ui/theme.ts";
import type { PayoutSummary } from "../api/payouts.ts";
import { nextPayoutNote, unpaidNote } from "../utils/payouts.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { payoutsText } from "../i18n.ts";

const Grid = styled(StatCards)`
  ${media.tablet} {
    gap: ${space.md};
  }
`;

type BalanceCardsProps = { summary: PayoutSummary | undefined; status: "pending" | "error" | "success" };

// The unpaid balance (and how much of it is pending) and the next payout. A failed load shows dashes (the history below says
// why) rather than zeros that look real; while loading, placeholders hold each figure's room.
export function BalanceCards({ summary, status }: BalanceCardsProps) {
  const t = useT(payoutsText);
  const failed = status === "error";
  return (
    <Grid aria-busy={status === "pending"}>
      <StatCard
        label={t("balance.unpaid")}
        figure={summary && rm(summary.unpaidBalance)}
        failed={failed}
        note={summary ? unpaidNote(summary) : t("balance.unpaidNote")}
      />
      <StatCard
        label={t("balance.next")}
        figure={summary && rm(summary.willPay)}
        failed={failed}
        note={summary ? nextPayoutNote(summary) : t("balance.afterMonthEnds")}
        highlight
      />
    </Grid>
  );
}
