import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../system.ts")) }));

export const healthApi = {
  health: route({
    method: "GET",
    path: "/api/health",
    summary: "Whether the instance can serve: database mode, migration level, subscriptions and replica",
    access: "none",
    answers: [
      json(200, "Serving (ok, or degraded with the problems named)", "Health"),
      json(503, "Cannot serve: the failing part and its cause", "HealthUnavailable"),
    ],
  }),
};
