import { queryOptions } from "@tanstack/react-query";
import { einvoicesApi } from "../../../../domain/contract/routes/einvoices.ts";
import type { Period } from "../../../../domain/period.ts";
import { api } from "../../../lib/api.ts";

// The e-invoices of a month's payouts (decision 61), and resubmitting a rejected one.
export type { EInvoice } from "../../../../domain/contract/einvoices.ts";

export const einvoicesQueryOptions = (period: Period) =>
  queryOptions(api.query(einvoicesApi.list, { query: { period: String(period) } }));

export const resubmitEInvoice = ({ payoutId, documentHash }: { payoutId: string; documentHash: string | null }) =>
  api.call(einvoicesApi.resubmit, { params: { id: payoutId, kind: "invoice" }, body: { documentHash } });
