import { Effect } from "effect";
import { einvoicesApi } from "../../../domain/contract/routes/einvoices.ts";
import type { DocumentKind } from "../../../domain/einvoice.ts";
import { implement } from "../../platform/http/bind.ts";
import { listEInvoices, resubmitEInvoice } from "./admin.ts";

// The admin's e-invoice routes (decision 61): thin, over admin.ts.
export const einvoicesRoutes = implement(einvoicesApi, {
  list: ({ query }) =>
    Effect.map(
      // A month's list is its payouts' (one or two documents each); otherwise the newest 200.
      listEInvoices({
        state: query.state ?? null,
        period: query.period === undefined ? null : Number(query.period),
        limit: query.period === undefined ? 200 : 20_000,
      }),
      (rows) => ({ items: rows.map(({ amountSen, ...row }) => ({ ...row, amount: amountSen / 100 })) }),
    ),
  resubmit: ({ params, body }) => resubmitEInvoice(params.id, params.kind as DocumentKind, body.documentHash),
});
