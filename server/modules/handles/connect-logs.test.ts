import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../../domain/contract/endpoint.ts";
import { handlesApi } from "../../../domain/contract/routes/handles.ts";
import { createApp } from "../../app/app.ts";
import { makeRuntime } from "../../app/runtime.ts";
import { makeLogger } from "../../platform/logging/logger.ts";
import { client } from "../../testing/admin.ts";
import { freshConfig, type TestApp, type TestConfig } from "../../testing/harness.ts";
import { CLIENT, startOAuthStandIn, type OAuthStandIn } from "../../testing/oauth-stand-in.ts";

// Connecting an account logs at the finest level into a buffer while sign-ins succeed, are
// refused and find the platform down; then the buffer is searched for everything secret that
// went by: states, the browser's cookie, codes, tokens, the app's client secret, the handle.
let log = "";
const logger = makeLogger(
  "trace",
  new Writable({
    write: (chunk, _encoding, done) => {
      log += String(chunk);
      done();
    },
  }),
);

let standIn: OAuthStandIn;
let base: TestConfig;
let runtime: Awaited<ReturnType<typeof makeRuntime>>;
let server: ReturnType<ReturnType<typeof createApp>["listen"]>;
let app: TestApp;
const secrets: Array<string> = [];

beforeAll(async () => {
  standIn = await startOAuthStandIn();
  base = await freshConfig(standIn.env());
  runtime = await makeRuntime({ ...base.config, logLevel: "trace" }, logger);
  const express = createApp({ runtime, config: base.config, logger });
  server = await new Promise((resolve) => {
    const s = express.listen(0, "127.0.0.1", () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Enough of a test app for registering a member through the handler.
  app = { ...base, runtime, baseUrl, run: (effect: never) => runtime.runPromise(effect) } as unknown as TestApp;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await runtime?.dispose();
  await base?.drop();
  await standIn?.close();
});

const connect = async (token: string) => {
  const start = await fetch(`${app.baseUrl}${pathOf(handlesApi.connect.path, { platform: "twitter" })}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  const cookie = start.headers.get("set-cookie")!.split(";")[0]!;
  const url = new URL(((await start.json()) as { url: string }).url);
  secrets.push(url.searchParams.get("state")!, cookie.split("=")[1]!);
  const back = new URL((await fetch(url, { redirect: "manual" })).headers.get("location")!);
  const done = await fetch(`${app.baseUrl}${back.pathname}${back.search}`, { headers: { cookie }, redirect: "manual" });
  return new URL(done.headers.get("location")!, "http://app").searchParams.get("result");
};

describe("the logs of connecting an account", () => {
  it("hold no state, cookie, code, token, client secret or handle", async () => {
    const member = await client(app).register("Log");
    standIn.signInAs("twitter", { username: "secret.handle.x" });
    standIn.failNext("twitter", "token", 400);
    expect(await connect(member.token)).toBe("failed");
    standIn.failNext("twitter", "identity", 503);
    expect(await connect(member.token)).toBe("failed");
    expect(await connect(member.token)).toBe("connected");
    expect(log).toContain("connect refused");
    expect(log).toContain("connect: platform unavailable");
    for (const secret of [...secrets, ...standIn.issued, CLIENT("twitter").secret, "secret.handle.x"])
      expect(log, secret).not.toContain(secret);
  });
});
