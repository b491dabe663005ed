import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app/app.ts";
import { loadConfig } from "../../platform/config/config.ts";
import { logger, startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { OPERATOR_ROUTE_ACCESS } from "../../testing/route-access.ts";
import { operatorRoutes, routeKey } from "./router-routes.ts";

// The routes outside /api (metrics for a scraper), found in the router itself: each has a row
// in server/testing/route-access.ts and answers each kind of caller as the row designs. A
// caller elsewhere is a relayed request here (a proxy on this machine says whom it relays for);
// metrics.test.ts also connects from another address of the machine when it has one.
const TOKEN = "operator-token-for-the-security-suite";
const ROUTES = operatorRoutes(
  createApp({ runtime: null as never, config: loadConfig({ DATA_DIR: "/nonexistent" }), logger }),
);
const ELSEWHERE = { "X-Forwarded-For": "198.51.100.20" };

let app: TestApp;
let unconfigured: { base: string; close: () => Promise<void> };

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  const server = createApp({ runtime: app.runtime, config: { ...app.config, metricsToken: null }, logger }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise((resolve) => server.once("listening", resolve));
  unconfigured = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
});
afterAll(async () => {
  await unconfigured?.close();
  await app?.close();
});

describe("the operators' routes", () => {
  it("has a row for every route outside /api in the router, and a route for every row", () => {
    const inRouter = ROUTES.map(routeKey);
    expect(inRouter).toContain("GET /metrics");
    expect(inRouter.filter((key) => !(key in OPERATOR_ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(OPERATOR_ROUTE_ACCESS).filter((key) => !inRouter.includes(key))).toEqual([]);
  });

  for (const route of ROUTES) {
    const key = routeKey(route);
    const row = OPERATOR_ROUTE_ACCESS[key];
    it.skipIf(!row)(`${key}: as designed for this machine, elsewhere, with the token, without one set`, async () => {
      const call = (base: string, headers: Record<string, string>) =>
        request(base, route.method, route.path, { headers });
      const answers = {
        thisMachine: (await call(app.baseUrl, {})).status,
        elsewhere: (await call(app.baseUrl, ELSEWHERE)).status,
        withToken: (await call(app.baseUrl, { ...ELSEWHERE, Authorization: `Bearer ${TOKEN}` })).status,
        unconfigured: (await call(unconfigured.base, { ...ELSEWHERE, Authorization: `Bearer ${TOKEN}` })).status,
      };
      expect(answers).toEqual(row);
      // Another token, or the right one in another scheme, opens nothing.
      for (const authorization of [`Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`])
        expect((await call(app.baseUrl, { ...ELSEWHERE, Authorization: authorization })).status, authorization).toBe(
          row!.elsewhere,
        );
    });
  }
});
