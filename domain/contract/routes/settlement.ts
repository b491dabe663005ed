import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../payouts.ts")) }));

export const settlementApi = {
  paid: route({
    method: "POST",
    path: "/api/admin/payouts/:id/paid",
    summary: "Record a payout as paid",
    access: "admin",
    params: "PayoutIdParams",
    notFound: "Payout",
    body: "PaidBody",
    trim: ["reference"],
    invalid: "Invalid reference",
    answers: [json(200, "Paid, or already paid with that reference (changed: false)", "PaidResult")],
    errors: [400, 404, 409],
  }),
  failed: route({
    method: "POST",
    path: "/api/admin/payouts/:id/failed",
    summary: "Record that the bank could not pay a payout (its lines are unpaid again)",
    access: "admin",
    params: "PayoutIdParams",
    notFound: "Payout",
    body: "FailedBody",
    trim: ["reason"],
    invalid: "Invalid reason",
    answers: [json(200, "Failed, or failed before (changed: false)", "FailedResult")],
    errors: [400, 404, 409],
  }),
  reconcile: route({
    method: "POST",
    path: "/api/admin/payouts/reconcile",
    summary: "Apply the bank's result file: every listed payout paid or failed, in one transaction",
    access: "admin",
    form: "ReconcileForm",
    answers: [
      {
        status: 200,
        description: "What each line did: applied, already so, or naming no payout",
        schema: "ReconcileReport",
      },
    ],
    errors: [400, 409],
  }),
};
