import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../http.ts")), ...(await import("../payouts.ts")) }));

export const payoutsApi = {
  mine: route({
    method: "GET",
    path: "/api/payouts",
    summary: "The caller's payouts",
    access: "member",
    answers: [json(200, "Payouts", "MemberPayouts")],
  }),
  summary: route({
    method: "GET",
    path: "/api/payouts/summary",
    summary: "The caller's unpaid balance, what the next close will pay and when, and their payouts",
    access: "member",
    answers: [json(200, "The balance and payouts", "PayoutSummary")],
  }),
  closePreview: route({
    method: "GET",
    path: "/api/admin/payouts/close-preview",
    summary: "What closing a finished month would issue now, changing nothing",
    access: "admin",
    query: "MonthQuery",
    invalid: "Invalid month or year",
    answers: [
      {
        status: 200,
        description: "The payouts, the members held and the payouts without payment details",
        schema: "ClosePreview",
      },
    ],
    errors: [400, 409],
  }),
  close: route({
    method: "POST",
    path: "/api/admin/payouts/close",
    summary: "Issue a finished month's payouts, bound to the preview confirmed when its digest is sent",
    access: "admin",
    body: "CloseBody",
    invalid: "Invalid month or year",
    answers: [
      json(200, "Issued now (none when closed before)", "CloseResult"),
      {
        status: 409,
        description: "The figures are no longer the preview's (or the month has not ended): the new preview",
        schema: "CloseChangedBody",
      },
    ],
    errors: [400, 409],
  }),
  list: route({
    method: "GET",
    path: "/api/admin/payouts",
    summary: "A month's payouts with bank details",
    access: "admin",
    query: "MonthQuery",
    invalid: "Invalid month or year",
    answers: [json(200, "Payouts", "AdminPayouts")],
    errors: [400],
  }),
};
