import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../system.ts")) }));

export const appConfigApi = {
  config: route({
    method: "GET",
    path: "/api/app-config",
    summary: "What the browser app needs to know about the deployment",
    access: "none",
    answers: [json(200, "The settings", "AppConfig")],
    // The same for everyone until the deployment changes.
    cache: "public, max-age=300",
  }),
};
