import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app/app.ts";
import { startBackgroundWorker } from "../../app/background.ts";
import { hashToken } from "../../modules/credentials/tokens.ts";
import { Database } from "../../platform/db/database.ts";
import { TEST_WORKER, waitFor } from "../../testing/jobs.ts";
import { makeLogger } from "../../platform/logging/logger.ts";
import { makeRuntime } from "../../app/runtime.ts";
import { startBrevoStandIn, type BrevoStandIn } from "../../testing/brevo-stand-in.ts";
import { freshConfig, type TestConfig } from "../../testing/harness.ts";
import { caller, person, RESET_LINK } from "./support.ts";

// The app, its runtime and its job worker log at the finest level into a buffer while a member
// goes through everything that carries a secret, including requests that fail and a 500; then
// the buffer is searched for every secret that went by.
let log = "";
const sink = new Writable({
  write: (chunk, _encoding, done) => {
    log += String(chunk);
    done();
  },
});
const logger = makeLogger("trace", sink);

let brevo: BrevoStandIn;
let base: TestConfig;
let runtime: Awaited<ReturnType<typeof makeRuntime>>;
let server: ReturnType<ReturnType<typeof createApp>["listen"]>;
let worker: ReturnType<typeof startBackgroundWorker>;
let baseUrl: string;
let call: ReturnType<typeof caller>;

/** Statements of the test itself (a fault switched on and off), outside any request. */
const execute = (text: string) => runtime.runPromise(Database.use((db) => Effect.asVoid(db.query(text))));

beforeAll(async () => {
  brevo = await startBrevoStandIn();
  base = await freshConfig(brevo.env);
  runtime = await makeRuntime({ ...base.config, logLevel: "trace" }, logger);
  worker = startBackgroundWorker(runtime, base.config, logger, TEST_WORKER);
  const app = createApp({ runtime, config: base.config, logger });
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  call = caller({ baseUrl });
});
afterAll(async () => {
  await worker?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await runtime?.dispose();
  await base?.drop();
  await brevo?.close();
});

const BANK_NUMBER = "5140 2231 9087 66";
const BANK_HOLDER = "Nurul Izzati Binti Hashim";
const FAILING_BANK_NUMBER = "7777 0000 1111 22";

describe("captured logs", () => {
  it("hold no password, token, password hash, bank detail or API key, after every kind of request", async () => {
    const secrets: Array<string> = [brevo.apiKey];
    const body = person("Logged", "rendang-Secret-81");
    secrets.push(body.password);
    // The device id is a fraud signal: personal data, never logged.
    const device = "device-logged-3f9c2a71";
    secrets.push(device);
    const registered = await call("POST", "/api/auth/register", body, { headers: { "X-Device-Id": device } });
    expect(registered.status, registered.text).toBe(201);
    const token = registered.json["token"] as string;
    secrets.push(token, hashToken(token));

    const loggedIn = await call(
      "POST",
      "/api/auth/login",
      { email: body.email, password: body.password },
      { headers: { "X-Device-Id": device } },
    );
    secrets.push(loggedIn.json["token"] as string);
    secrets.push("wrong-Secret-guess-12");
    expect(
      (await call("POST", "/api/auth/login", { email: body.email, password: "wrong-Secret-guess-12" })).status,
    ).toBe(401);
    expect(
      (await call("POST", "/api/auth/login", { email: "ghost@security.jemput.my", password: "wrong-Secret-guess-12" }))
        .status,
    ).toBe(401);
    // A body that is not JSON, carrying a password: 400, and the body stays out of the log.
    secrets.push("broken-Secret-json-34");
    const broken = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"email":"${body.email}","password":"broken-Secret-json-34"`,
    });
    expect(broken.status).toBe(400);
    expect(
      (await call("POST", "/api/auth/logout", undefined, { token: loggedIn.json["token"] as string })).status,
    ).toBe(200);

    const details = {
      firstName: "Logged",
      lastName: "Checker",
      phoneNumber: body.phoneNumber,
      bankName: "RHB Bank",
      bankAccountHolderName: BANK_HOLDER,
    };
    const saved = await call("PUT", "/api/profile", { ...details, bankAccountNumber: BANK_NUMBER }, { token });
    expect(saved.status, saved.text).toBe(200);
    secrets.push(BANK_NUMBER, BANK_NUMBER.replaceAll(" ", ""), BANK_HOLDER);
    // Refused input that carries a bank number: 400 and nothing of it logged.
    expect(
      (await call("PUT", "/api/profile", { ...details, bankAccountNumber: `${BANK_NUMBER} x` }, { token })).status,
    ).toBe(400);

    // A password change, refused for a wrong current password, then made.
    secrets.push("wrong-Current-guess-19", "sambal-Secret-new-63");
    const changing = (currentPassword: string) =>
      call("POST", "/api/auth/change-password", { currentPassword, newPassword: "sambal-Secret-new-63" }, { token });
    expect((await changing("wrong-Current-guess-19")).status).toBe(400);
    expect((await changing(body.password)).status).toBe(200);

    // A step-up (the password again) opens a change of bank details.
    expect((await call("POST", "/api/auth/step-up", { password: "sambal-Secret-new-63" }, { token })).status).toBe(200);
    // A 500 in the middle of a save that carries the bank number: PostgreSQL's error names the
    // failing row, and the log must not repeat it (the row holds the number sealed anyway).
    await execute(
      `ALTER TABLE bank_accounts ADD CONSTRAINT security_check_fault CHECK (bank IS DISTINCT FROM 'Bank Islam') NOT VALID`,
    );
    secrets.push(FAILING_BANK_NUMBER);
    const failed = await call(
      "PUT",
      "/api/profile",
      { ...details, bankName: "Bank Islam", bankAccountNumber: FAILING_BANK_NUMBER },
      { token },
    );
    expect([failed.status, failed.json]).toEqual([500, { error: "Internal server error" }]);
    await execute(`ALTER TABLE bank_accounts DROP CONSTRAINT security_check_fault`);

    // The reset mail goes through Brevo, with one failed send logged and retried on the way.
    brevo.failNext("POST /smtp/email", { status: 500 });
    expect((await call("POST", "/api/auth/forgot-password", { email: body.email })).status).toBe(200);
    const mail = await waitFor("the reset mail", () =>
      brevo.mails.find(
        (m) => JSON.stringify(m.body).includes(body.email) && RESET_LINK.test(String(m.body["textContent"])),
      ),
    );
    const resetToken = RESET_LINK.exec(String(mail.body["textContent"]))![1]!;
    secrets.push(resetToken, hashToken(resetToken), "laksa-Secret-new-56");
    expect(
      (await call("POST", "/api/auth/reset-password", { token: resetToken, newPassword: "laksa-Secret-new-56" }))
        .status,
    ).toBe(200);
    expect(
      (await call("POST", "/api/auth/reset-password", { token: resetToken, newPassword: "laksa-Secret-new-56" }))
        .status,
    ).toBe(400);
    expect((await call("GET", "/api/profile", undefined, { token })).status).toBe(401);
    expect((await call("GET", `/api/unsubscribe?token=${resetToken}`)).status).toBe(400);

    expect((await fetch(`${baseUrl}/api/%0a%7b%22level%22%3a60%7d%22%0d%0a`)).status).toBe(404);
    await waitFor("the mail job to be logged", () => log.includes("job done"));
    const lines = log
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    // The log did see all of it: the 500 with its error, the refusals, the job, and every
    // authentication event with who it was about (ASVS 16.3.1), each under its request id.
    expect(lines.some((l) => l["msg"] === "request failed" && typeof l["err"] === "object")).toBe(true);
    expect(
      lines.filter((l) => (l["res"] as { statusCode?: number } | undefined)?.statusCode === 401).length,
    ).toBeGreaterThanOrEqual(3);
    expect(lines.some((l) => l["msg"] === "job done")).toBe(true);
    const auth: Array<Record<string, unknown>> = lines
      .filter((l) => l["auth"])
      .map((l) => ({
        ...(l["auth"] as Record<string, unknown>),
        level: l["level"],
        request: typeof (l["req"] as { id?: unknown } | undefined)?.id,
      }));
    const memberId = (registered.json["user"] as { id: number }).id;
    expect(auth).toEqual([
      { event: "registered", memberId, level: 30, request: "number" },
      { event: "login", memberId, level: 30, request: "number" },
      { event: "login_failed", email: expect.stringMatching(/^[0-9a-f]{16}$/), level: 40, request: "number" },
      { event: "login_failed", email: expect.stringMatching(/^[0-9a-f]{16}$/), level: 40, request: "number" },
      { event: "logout", memberId, level: 30, request: "number" },
      { event: "password_change_failed", memberId, level: 40, request: "number" },
      { event: "password_changed", memberId, sessionsEnded: 0, level: 30, request: "number" },
      { event: "step_up", memberId, until: expect.any(String), level: 30, request: "number" },
      {
        event: "reset_requested",
        email: expect.stringMatching(/^[0-9a-f]{16}$/),
        memberId,
        level: 30,
        request: "number",
      },
      { event: "reset_done", memberId, level: 30, request: "number" },
      { event: "reset_failed", level: 40, request: "number" },
    ]);
    expect(auth[2]!["email"]).not.toBe(auth[3]!["email"]);
    // A path written to break the log's lines stays inside one JSON line.
    expect(lines.every((l) => typeof l["level"] === "number")).toBe(true);

    for (const secret of secrets)
      expect(log, `a secret of ${secret.length} characters is in the log`).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2id\$/);
    expect(log).not.toContain('bankAccountNumber":"');
  });
});
