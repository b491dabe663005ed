import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../system.ts")) }));

export const openApiApi = {
  document: route({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document",
    access: "none",
    cache: "public, max-age=300",
    answers: [json(200, "OpenAPI 3.1", "OpenApiDocument")],
  }),
};
