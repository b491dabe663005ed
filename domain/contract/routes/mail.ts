import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../admin.ts")), ...(await import("../http.ts")) }));

// The mailed link and the mail client's one-click request (RFC 8058) do the same: a page for people.
const unsubscribe = <const M extends "GET" | "POST">(method: M, summary: string) =>
  route({
    method,
    path: "/api/unsubscribe",
    summary,
    access: "none",
    query: "UnsubscribeQuery",
    cache: "no-store",
    answers: [
      { status: 200, description: "Unsubscribed (again is fine)", schema: "HtmlPage", as: "html" },
      { status: 400, description: "A token the server never gave", schema: "HtmlPage", as: "html" },
    ],
  });

export const mailApi = {
  unsubscribeLink: unsubscribe("GET", "Stop campaign mail (the mailed link)"),
  unsubscribeOneClick: unsubscribe("POST", "Stop campaign mail (one-click, RFC 8058)"),
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
