import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { Effect } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app/app.ts";
import { Database } from "../../platform/db/database.ts";
import { makeLogger } from "../../platform/logging/logger.ts";
import { client, verifySession } from "../../testing/admin.ts";
import { startTestRuntime, type TestApp } from "../../testing/harness.ts";
import { openSession } from "../auth/handlers.ts";

// POST /api/admin/members/:id/sessions/end over HTTP against a real database: an admin signs a
// member out on every device (ASVS 7.4.5). The app logs into a buffer, so the audit line can be
// read back.
let log = "";
const sink = new Writable({
  write: (chunk, _encoding, done) => {
    log += String(chunk);
    done();
  },
});

let app: TestApp;
let api: ReturnType<typeof client>;
let admin: { id: number; token: string };

beforeAll(async () => {
  const base = await startTestRuntime();
  const server = createApp({ runtime: base.runtime, config: base.config, logger: makeLogger("info", sink) }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise((resolve) => server.once("listening", resolve));
  app = {
    ...base,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await base.close();
    },
  };
  api = client(app);
  admin = await api.registerAdmin("Zainab");
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  log = "";
});

const endPath = (id: number | string) => `/api/admin/members/${id}/sessions/end`;

/** Another session of the member's, as a sign-in on a second device opens it. */
const anotherSession = (memberId: number) =>
  app.run(Effect.flatMap(Database, (db) => openSession(db, memberId, new Date())));

const profileStatus = async (token: string) => (await api.call("GET", "/api/profile", token)).status;

/** The audit lines the app logged since the test began. */
const auditLines = () =>
  log
    .split("\n")
    .filter((line) => line.includes('"member_sessions_ended"'))
    .map((line) => JSON.parse(line) as { auth?: unknown; msg?: unknown });

describe("POST /api/admin/members/:id/sessions/end", () => {
  it("ends every open session of the member's, answers how many, and logs who did it to whom", async () => {
    const member = await api.register("Aisyah");
    const phone = await anotherSession(member.id);
    const bystander = await api.register("Budi");

    const r = await api.call("POST", endPath(member.id), admin.token);
    expect([r.status, r.json]).toEqual([200, { ended: 2 }]);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect([await profileStatus(member.token), await profileStatus(phone)]).toEqual([401, 401]);
    expect([await profileStatus(bystander.token), await profileStatus(admin.token)]).toEqual([200, 200]);

    // Ids only: no name, email or token of either.
    const lines = auditLines();
    expect(lines.map((l) => [l.msg, l.auth])).toEqual([
      ["auth: member_sessions_ended", { event: "member_sessions_ended", actorId: admin.id, memberId: member.id }],
    ]);
    for (const secret of [member.email, admin.token, member.token, phone, "Aisyah", "Zainab"])
      expect(log).not.toContain(secret);

    // Nothing is left to end: still an answer, not a refusal.
    expect((await api.call("POST", endPath(member.id), admin.token)).json).toEqual({ ended: 0 });
  });

  it("keeps the admin's current session when they name themself, and ends their others", async () => {
    const laptop = await anotherSession(admin.id);
    await verifySession(app, laptop);
    const tablet = await anotherSession(admin.id);

    const r = await api.call("POST", endPath(admin.id), admin.token);
    expect([r.status, r.json]).toEqual([200, { ended: 2 }]);
    expect([await profileStatus(laptop), await profileStatus(tablet)]).toEqual([401, 401]);
    expect((await api.call("GET", "/api/admin/stats", admin.token)).status).toBe(200);
    expect(auditLines().map((l) => l.auth)).toEqual([
      { event: "member_sessions_ended", actorId: admin.id, memberId: admin.id },
    ]);
  });

  it("is refused to members, to anyone signed out, and to an admin whose second factor is not given", async () => {
    const target = await api.register("Citra");
    const member = await api.register("Dewi");
    const unverified = await anotherSession(admin.id);

    const asMember = await api.call("POST", endPath(target.id), member.token);
    expect([asMember.status, asMember.json]).toEqual([403, { error: "Forbidden" }]);
    expect((await api.call("POST", endPath(target.id), null)).status).toBe(401);
    // An admin's session acts as an admin only once its second factor is verified (decision 19).
    expect((await api.call("POST", endPath(target.id), unverified)).status).toBe(403);
    expect(await profileStatus(target.token)).toBe(200);
    expect(auditLines()).toEqual([]);
  });

  it("answers 404 for a member that does not exist and 400 naming `id` for one that is not an id", async () => {
    const unknown = await api.call("POST", endPath(999_999_999), admin.token);
    expect([unknown.status, unknown.json]).toEqual([404, { error: "Member not found" }]);
    for (const id of ["abc", "0", "-1", "1.5", "1e3", "0012", "1234567890", "%20"]) {
      const r = await api.call("POST", endPath(id), admin.token);
      expect([r.status, r.json["fields"]], id).toEqual([400, { id: "must be a member id" }]);
    }
    expect(auditLines()).toEqual([]);
  });
});
