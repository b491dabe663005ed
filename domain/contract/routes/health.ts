import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../system.ts")) }));

export const healthApi = {
  health: route({
    method: "GET",
    path: "/api/health",
    summary: "Database mode and migration level",
    access: "none",
    answers: [json(200, "Up", "Health")],
  }),
};
