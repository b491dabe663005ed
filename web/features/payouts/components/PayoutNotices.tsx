import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { buttonStyles } from "../../../ui/Button.tsx";
import { CallToAct } from "../../../ui/CallToAct.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { payoutSummaryQueryOptions } from "../api/payouts.ts";
import { payoutsText } from "../i18n.ts";

// What a member must know to be paid, on the dashboard and the Payouts screen: money is owed and
// there is nowhere to pay it (with the way to the profile's payment details), the tax details a
// close needs while the company e-invoices are missing (decision 58), or a review holds
// their payout. Which flag, or why, is never said: that is for the admins' review alone.

const Notice = styled(CallToAct)`
  & h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
  & p {
    color: ${colors.textMuted};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
`;

/** Where the profile's payment details are (BankingSection scrolls to them). */
export const PAYMENT_DETAILS_LINK = "/profile#payment-details";
/** Where the profile's tax details are (PayeeSection scrolls to them). */
export const TAX_DETAILS_LINK = "/profile#tax-details";

const PART_KEYS = {
  identity: "notice.part.identity",
  tin: "notice.part.tin",
  address: "notice.part.address",
} as const;

export function PayoutNotices() {
  const t = useT(payoutsText);
  const { data } = useQuery(payoutSummaryQueryOptions());
  if (!data) return null;
  return (
    <>
      {data.paymentDetailsNeeded ? (
        <Notice aria-labelledby="payout-notice-details">
          <Text>
            <h2 id="payout-notice-details">{t("notice.detailsTitle")}</h2>
            <p>{t("notice.details", { amount: rm(data.unpaidBalance) })}</p>
          </Text>
          <Link to={PAYMENT_DETAILS_LINK} css={buttonStyles("primary")}>
            {t("notice.detailsAction")}
          </Link>
        </Notice>
      ) : null}
      {data.payeeDetailsMissing.length > 0 ? (
        <Notice aria-labelledby="payout-notice-payee">
          <Text>
            <h2 id="payout-notice-payee">{t("notice.payeeTitle")}</h2>
            <p>
              {t("notice.payee", {
                amount: rm(data.unpaidBalance),
                parts: data.payeeDetailsMissing.map((part) => t(PART_KEYS[part])).join(", "),
              })}
            </p>
          </Text>
          <Link to={TAX_DETAILS_LINK} css={buttonStyles("primary")}>
            {t("notice.payeeAction")}
          </Link>
        </Notice>
      ) : null}
      {data.onHold ? (
        <Notice aria-labelledby="payout-notice-hold">
          <Text>
            <h2 id="payout-notice-hold">{t("notice.holdTitle")}</h2>
            <p>{t("notice.hold")}</p>
          </Text>
        </Notice>
      ) : null}
    </>
  );
}
