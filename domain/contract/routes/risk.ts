import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../risk.ts")) }));

export const riskApi = {
  list: route({
    method: "GET",
    path: "/api/admin/risk-flags",
    summary: "Fraud flags, open first: newest day first, the most money held first within it",
    access: "admin",
    query: "RiskFlagsQuery",
    answers: [{ status: 200, description: "Flags", schema: "RiskFlags" }],
    errors: [400],
  }),
  get: route({
    method: "GET",
    path: "/api/admin/risk-flags/:flagId",
    summary: "One flag with its members' approved posts",
    access: "admin",
    params: "RiskFlagParams",
    answers: [{ status: 200, description: "The flag", schema: "RiskFlagDetail" }],
    errors: [404],
  }),
  review: route({
    method: "POST",
    path: "/api/admin/risk-flags/:flagId/review",
    summary: "Note a review; the flag stays open and the money held",
    access: "admin",
    params: "RiskFlagParams",
    body: "ReviewFlagBody",
    answers: [{ status: 200, description: "Noted", schema: "RiskFlagResult" }],
    errors: [400, 404, 409],
  }),
  clear: route({
    method: "POST",
    path: "/api/admin/risk-flags/:flagId/clear",
    summary: "Not fraud: the hold lifts",
    access: "admin",
    params: "RiskFlagParams",
    body: "ClearFlagBody",
    answers: [{ status: 200, description: "Cleared", schema: "RiskFlagResult" }],
    errors: [400, 404, 409],
  }),
  confirm: route({
    method: "POST",
    path: "/api/admin/risk-flags/:flagId/confirm",
    summary: "Fraud: suspend the members named and reverse the posts named, in one transaction",
    access: "admin",
    params: "RiskFlagParams",
    body: "ConfirmFlagBody",
    answers: [{ status: 200, description: "Confirmed", schema: "RiskFlagResult" }],
    errors: [400, 404, 409],
  }),
};
