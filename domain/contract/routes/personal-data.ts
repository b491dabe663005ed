import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../admin.ts")), ...(await import("../personal-data.ts")) }));

export const personalDataApi = {
  dataExport: route({
    method: "GET",
    path: "/api/profile/data-export",
    summary: "Everything held about the caller",
    access: "member",
    answers: [{ status: 200, description: "A JSON attachment", schema: "DataExport", as: "json-attachment" }],
  }),
  erase: route({
    method: "POST",
    path: "/api/profile/erasure",
    summary: "Erase the caller's personal data and end every session",
    access: "member",
    body: "ErasureBody",
    invalid: "Invalid erasure request",
    answers: [json(200, "Erased", "ErasureResult")],
    errors: [400, 429],
  }),
  accessLog: route({
    method: "GET",
    path: "/api/admin/data-access",
    summary: "Who viewed or exported member data, newest first",
    access: "admin",
    query: "AuditQuery",
    invalid: "Invalid data access query",
    answers: [json(200, "Entries", "DataAccessLog")],
    errors: [400],
  }),
};
