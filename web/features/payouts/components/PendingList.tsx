import styled from "@emotion/styled";
import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import { colors, space } from "../../../ui/theme.ts";
import type { PendingAmount } from "../api/payouts.ts";
import { payableDay } from "../utils/payouts.ts";
import { payoutsText } from "../i18n.ts";

const List = styled.ul`
  list-style: none;
  padding: 0;
`;

const Row = styled.li`
  padding: ${space.sm} 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  border-bottom: 1px solid ${colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
`;

// The part of the unpaid balance still in its holding period (decision 53), by the day it becomes
// payable, earliest first as the server sends it: why the next payout may be less than the
// balance. Shown only while something is pending.
export function PendingList({ pending }: { pending: ReadonlyArray<PendingAmount> }) {
  const t = useT(payoutsText);
  if (pending.length === 0) return null;
  return (
    <Card title={t("pending.title")}>
      <p>{t("pending.intro")}</p>
      <List aria-label={t("pending.title")}>
        {pending.map((p) => (
          <Row key={p.payableOn}>{t("pending.row", { amount: rm(p.amount), date: payableDay(p.payableOn) })}</Row>
        ))}
      </List>
    </Card>
  );
}
