import styled from "@emotion/styled";
import { rmSigned } from "../../../lib/format.ts";
import { colors, space } from "../../../ui/theme.ts";
import type { MemberReversal } from "../api/payouts.ts";
import { payoutMonth, reversalSubject } from "../utils/payouts.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useReversalReason } from "../../../lib/reversal-reasons.ts";
import { payoutsText } from "../i18n.ts";

const List = styled.ol`
  list-style: none;
  padding: 0;
`;

// The month and the amount taken back on the first line, what was reversed (and why, for the
// member's own post) under them.
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: "month amount" "subject subject" "reason reason";
  gap: ${space.xs} ${space.md};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
`;

const Month = styled.span`
  grid-area: month;
  font-weight: 700;
`;

const Amount = styled.span`
  grid-area: amount;
  justify-self: end;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Subject = styled.span`
  grid-area: subject;
  overflow-wrap: anywhere;
`;

const Reason = styled.span`
  grid-area: reason;
  font-size: 0.875rem;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

// Newest first, as the server sends them.
export function ReversalList({ reversals }: { reversals: ReadonlyArray<MemberReversal> }) {
  const t = useT(payoutsText);
  const reasonOf = useReversalReason();
  return (
    <List aria-label={t("reversals.title")}>
      {reversals.map((reversal, index) => (
        <Row key={index}>
          <Month>{payoutMonth(reversal)}</Month>
          <Amount>{rmSigned(reversal.amount)}</Amount>
          <Subject>{reversalSubject(reversal)}</Subject>
          {reversal.kind === "personal_reversal" && reversal.reason ? (
            <Reason>{t("reversals.reason", { reason: reasonOf(reversal.reason) })}</Reason>
          ) : null}
        </Row>
      ))}
    </List>
  );
}
