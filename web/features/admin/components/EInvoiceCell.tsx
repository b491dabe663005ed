import type { EInvoice } from "../api/einvoices.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { useResubmitEInvoice } from "../hooks/use-resubmit-einvoice.ts";
import { operationsText } from "../operations/i18n.ts";

// A payout's e-invoice in the Payouts tab (decision 61): its state at MyInvois; a valid one
// links to LHDN's validation page, a rejected one shows LHDN's reasons and can be resubmitted.
export function EInvoiceCell({ einvoice }: { einvoice: EInvoice | undefined }) {
  const t = useT(operationsText);
  const resubmit = useResubmitEInvoice();
  if (einvoice === undefined) return <>-</>;
  if (einvoice.state === "valid")
    return einvoice.validationLink ? (
      <a href={einvoice.validationLink} target="_blank" rel="noreferrer">
        <Badge tone="green">{t("einvoice.valid")}</Badge>
      </a>
    ) : (
      <Badge tone="green">{t("einvoice.valid")}</Badge>
    );
  if (einvoice.state === "invalid")
    return (
      <span title={einvoice.reasons.join("\n")}>
        <Badge tone="red">{t("einvoice.invalid")}</Badge>{" "}
        <Button
          variant="ghost"
          disabled={resubmit.pending}
          onClick={() => resubmit.run({ payoutId: einvoice.payoutId, documentHash: einvoice.documentHash })}
        >
          {t("einvoice.resubmit")}
        </Button>
      </span>
    );
  if (einvoice.state === "cancelled") return <Badge>{t("einvoice.cancelled")}</Badge>;
  return <Badge tone="yellow">{t(einvoice.state === "submitted" ? "einvoice.submitted" : "einvoice.pending")}</Badge>;
}
