import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../http.ts")), ...(await import("../income.ts")) }));

export const incomeApi = {
  lines: route({
    method: "GET",
    path: "/api/income",
    summary: "The caller's ledger lines of a month",
    access: "member",
    query: "MonthQuery",
    invalid: "Invalid month or year",
    answers: [{ status: 200, description: "The lines", schema: "IncomeLines" }],
    errors: [400],
  }),
};
