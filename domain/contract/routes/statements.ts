import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../http.ts")) }));

export const statementsApi = {
  monthly: route({
    method: "GET",
    path: "/api/statements/monthly",
    summary: "The caller's statement of a Malaysian month",
    access: "member",
    query: "MonthQuery",
    invalid: "Invalid statement period",
    answers: [{ status: 200, description: "The statement, PDF", schema: "Attachment", as: "pdf-attachment" }],
    errors: [400],
  }),
  yearly: route({
    method: "GET",
    path: "/api/statements/yearly",
    summary: "The caller's earnings summary of a year",
    access: "member",
    query: "YearQuery",
    invalid: "Invalid statement period",
    answers: [{ status: 200, description: "The statement, PDF", schema: "Attachment", as: "pdf-attachment" }],
    errors: [400],
  }),
};
