import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../http.ts")), ...(await import("../income.ts")) }));

export const incomeApi = {
  lines: route({
    method: "GET",
    path: "/api/income",
    summary: "The caller's ledger lines of a month",
    access: "member",
    query: "MonthQuery",
    invalid: "Invalid month or year",
    answers: [json(200, "The lines", "IncomeLines")],
    errors: [400],
  }),
};
