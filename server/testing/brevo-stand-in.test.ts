import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrevoStandIn, type BrevoStandIn } from "./brevo-stand-in.ts";
import { request } from "./http.ts";

// The stand-in is only worth its tests if it refuses what Brevo refuses.
let brevo: BrevoStandIn;
beforeAll(async () => {
  brevo = await startBrevoStandIn();
});
afterAll(async () => {
  await brevo?.close();
});

const call = (method: string, path: string, body?: unknown, key: string | null = brevo.apiKey) =>
  request(brevo.url, method, path, { body, headers: key === null ? {} : { "api-key": key } });

const MAIL = {
  sender: { name: "Jemput", email: "noreply@jemput.my" },
  to: [{ email: "aina@jemput.my" }],
  subject: "Hi",
  htmlContent: "<p>Hi</p>",
};

describe("the Brevo stand-in", () => {
  it("answers 401 without the right api-key header", async () => {
    expect((await call("POST", "/smtp/email", MAIL, null)).status).toBe(401);
    expect(await call("POST", "/smtp/email", MAIL, "xkeysib-wrong")).toMatchObject({
      status: 401,
      json: { code: "unauthorized" },
    });
    expect(brevo.mails).toEqual([]);
  });

  it("answers 400 to shapes Brevo's reference does not allow", async () => {
    const bad: Array<[string, string, unknown]> = [
      ["POST", "/smtp/email", { ...MAIL, to: [] }],
      ["POST", "/smtp/email", { ...MAIL, sender: { email: "nope" } }],
      ["POST", "/smtp/email", { ...MAIL, htmlContent: undefined }],
      ["POST", "/smtp/email", { ...MAIL, headers: { idempotencyKey: "not-a-uuid" } }],
      ["POST", "/smtp/email", { ...MAIL, from: "x" }],
      ["POST", "/contacts/attributes/normal/FIRSTNAME", { type: "string" }],
      ["POST", "/contacts/import", { jsonBody: [{ email: "aina@jemput.my" }] }],
      [
        "POST",
        "/contacts/import",
        { jsonBody: [{ email: "aina@jemput.my", attributes: { A: { nested: true } } }], listIds: [7] },
      ],
      ["POST", "/contacts/import", { jsonBody: [], listIds: [7] }],
      ["PUT", "/contacts/aina%40jemput.my", { emailBlacklisted: "yes" }],
    ];
    for (const [method, path, body] of bad)
      expect((await call(method, path, body)).status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    expect([brevo.mails, brevo.imports, [...brevo.attributes]]).toEqual([[], [], []]);
  });

  it("takes a repeated idempotency key as one mail", async () => {
    const mail = { ...MAIL, headers: { idempotencyKey: "3f1c2a9e-7b4d-5e6f-8a1b-2c3d4e5f6a7b" } };
    const first = await call("POST", "/smtp/email", mail);
    const second = await call("POST", "/smtp/email", mail);
    expect(first.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(brevo.mails).toHaveLength(1);
  });

  it("plays scripted failures in order, with the rate-limit reset header", async () => {
    brevo.failNext("POST /smtp/email", null, { status: 429, resetSeconds: 3 }, { status: 503 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call("POST", "/smtp/email", { ...MAIL, subject: `n${i}` }));
    expect(answers.map((a) => a.status)).toEqual([201, 429, 503, 201]);
    expect(answers[1]!.headers.get("x-sib-ratelimit-reset")).toBe("3");
  });

  it("walks an import's process from queued to completed", async () => {
    const { json } = await call("POST", "/contacts/import", {
      jsonBody: [{ email: "aina@jemput.my", attributes: { FIRSTNAME: "Aina" } }],
      listIds: [7],
      updateExistingContacts: true,
      emptyContactsAttributes: false,
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call("GET", `/processes/${json.processId}`)).json.status);
    expect(statuses).toEqual(["queued", "in_process", "completed"]);
    expect((await call("GET", "/processes/999999")).status).toBe(404);
  });
});
