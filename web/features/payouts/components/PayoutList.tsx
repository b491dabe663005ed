import styled from "@emotion/styled";
import { rm } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import type { MemberPayout } from "../api/payouts.ts";
import { payoutDetail, payoutMonth, payoutStatus, withheldDetail } from "../utils/payouts.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { payoutsText } from "../i18n.ts";

const List = styled.ol`
  list-style: none;
  padding: 0;
`;

// Phones: the month and what happened on the left, amount and status on the right, the bank
// reference under them. From tablet width each payout is one row of four columns.
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: "month amount" "detail status" "reference reference";
  gap: ${space.xs} ${space.md};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
  ${media.tablet} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) 6rem 8rem;
    grid-template-areas: "month reference status amount" "detail reference status amount";
    align-items: center;
  }
`;

const Month = styled.span`
  grid-area: month;
  font-weight: 700;
`;

const Detail = styled.span`
  grid-area: detail;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const Withheld = styled.span`
  display: block;
`;

const Amount = styled.span`
  grid-area: amount;
  justify-self: end;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Status = styled.span`
  grid-area: status;
  justify-self: end;
  ${media.tablet} {
    justify-self: start;
  }
`;

const Reference = styled.span`
  grid-area: reference;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

function PayoutRow({ payout }: { payout: MemberPayout }) {
  const t = useT(payoutsText);
  const status = payoutStatus(payout.status);
  const withheld = withheldDetail(payout);
  return (
    <Row>
      <Month>{payoutMonth(payout)}</Month>
      <Detail>
        {payoutDetail(payout)}
        {/* The amount on the right is the gross: section 107D's share went to LHDN, not the bank. */}
        {withheld ? <Withheld>{withheld}</Withheld> : null}
      </Detail>
      <Reference>
        <Muted>{t("history.bankReference")} </Muted>
        {payout.reference ?? <Muted>{t("history.noReference")}</Muted>}
      </Reference>
      <Status>
        <Badge tone={status.tone}>{status.label}</Badge>
      </Status>
      <Amount>{rm(payout.amount)}</Amount>
    </Row>
  );
}

// Newest month first, as the server sends them.
export function PayoutList({ payouts }: { payouts: ReadonlyArray<MemberPayout> }) {
  const t = useT(payoutsText);
  return (
    <List aria-label={t("history.label")}>
      {payouts.map((payout) => (
        <PayoutRow key={payout.id} payout={payout} />
      ))}
    </List>
  );
}
