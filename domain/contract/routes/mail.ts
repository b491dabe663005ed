import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../admin.ts")), ...(await import("../http.ts")) }));

export const mailApi = {
  unsubscribeLink: route({
    method: "GET",
    path: "/api/unsubscribe",
    summary: "Stop campaign mail (the mailed link)",
    access: "none",
    query: "UnsubscribeQuery",
    cache: "no-store",
    answers: [
      { status: 200, description: "Unsubscribed (again is fine)", schema: "HtmlPage", as: "html" },
      { status: 400, description: "A token the server never gave", schema: "HtmlPage", as: "html" },
    ],
  }),
  unsubscribeOneClick: route({
    method: "POST",
    path: "/api/unsubscribe",
    summary: "Stop campaign mail (one-click, RFC 8058)",
    access: "none",
    query: "UnsubscribeQuery",
    cache: "no-store",
    answers: [
      { status: 200, description: "Unsubscribed (again is fine)", schema: "HtmlPage", as: "html" },
      { status: 400, description: "A token the server never gave", schema: "HtmlPage", as: "html" },
    ],
  }),
  outbox: route({
    method: "GET",
    path: "/api/admin/outbox",
    summary: "The newest mail kept in the outbox",
    access: "admin",
    query: "AuditQuery",
    invalid: "Invalid outbox query",
    answers: [json(200, "Mail", "Outbox")],
    errors: [400],
  }),
};
