import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../reports.ts")) }));

export const reportsApi = {
  income: route({
    method: "GET",
    path: "/api/super-admin/income-reports",
    summary: "A month's income per member, highest first",
    access: "admin",
    query: "IncomeReportQuery",
    invalid: "Invalid report query",
    answers: [
      {
        status: 200,
        description: "Rows",
        schema: "IncomeReport",
        headers: { "X-Total-Count": "Rows in the whole month" },
      },
    ],
    errors: [400],
  }),
  download: route({
    method: "GET",
    path: "/api/super-admin/income-reports/download",
    summary: "The month's report as a file",
    access: "admin",
    query: "IncomeReportQuery",
    invalid: "Invalid report query",
    answers: [
      {
        status: 200,
        description: "JSON, or CSV with format=csv",
        schema: "IncomeReport",
        as: "json-or-csv-attachment",
      },
    ],
    errors: [400],
  }),
};
