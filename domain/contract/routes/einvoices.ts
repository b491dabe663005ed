import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../einvoices.ts")) }));

export const einvoicesApi = {
  list: route({
    method: "GET",
    path: "/api/admin/einvoices",
    summary: "Payouts' self-billed e-invoices with their state at MyInvois and LHDN's reasons for a rejection",
    access: "admin",
    query: "EInvoiceQuery",
    answers: [json(200, "The newest 200 e-invoices of one state, or every one of a month's payouts", "EInvoiceList")],
    errors: [400],
  }),
  resubmit: route({
    method: "POST",
    path: "/api/admin/einvoices/:id/:kind/resubmit",
    summary: "Submit a rejected e-invoice again, built from the payee's details as they are now",
    access: "admin",
    params: "EInvoiceParams",
    body: "ResubmitBody",
    answers: [
      json(200, "Pending again; the job submits it", "ResubmitResult"),
      json(409, "Not the rejected document named: resubmitted already, or changed since", "NotResubmittable"),
    ],
    errors: [400, 409],
  }),
};
