import http from "node:http";
import type { AddressInfo } from "node:net";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Brevo } from "../../platform/brevo/client.ts";
import { failureOf, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";

// The one outside service the server calls is Brevo, at the configured BREVO_API_URL. A
// redirect from there (a hijacked or mistyped address) is refused as an error: following it
// would carry the api-key header to wherever it points.
const API_KEY = "xkeysib-outbound-check";
const listen = (handler: http.RequestListener) =>
  new Promise<{ url: string; server: http.Server }>((resolve) => {
    const server = http
      .createServer(handler)
      .listen(0, "127.0.0.1", () =>
        resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
      );
  });

let elsewhere: { url: string; server: http.Server };
let redirector: { url: string; server: http.Server };
const reachedElsewhere: Array<string | undefined> = [];
let app: TestRuntime;

beforeAll(async () => {
  elsewhere = await listen((req, res) => {
    reachedElsewhere.push(req.headers["api-key"] as string | undefined);
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  redirector = await listen((req, res) => res.writeHead(302, { location: `${elsewhere.url}${req.url}` }).end());
  app = await startTestRuntime({ BREVO_API_KEY: API_KEY, BREVO_API_URL: redirector.url });
});
afterAll(async () => {
  await app?.close();
  for (const s of [elsewhere, redirector]) if (s) await new Promise((resolve) => s.server.close(resolve));
});

describe("calls to Brevo", () => {
  it("refuse a redirect instead of following it with the API key", async () => {
    const exit = await app.exit(
      Effect.gen(function* () {
        const brevo = yield* Brevo;
        return yield* brevo.call("GET", "/account");
      }),
    );
    expect(exit._tag).toBe("Failure");
    expect(failureOf(exit)).toMatchObject({ _tag: "BrevoRejected", status: 302 });
    expect(reachedElsewhere).toEqual([]);
  });
});
