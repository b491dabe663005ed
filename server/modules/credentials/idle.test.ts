import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { hashToken } from "./tokens.ts";

// A session ends after a spell without requests (ASVS 7.3.1): a week for a member, an hour for an
// admin. Idle time is set back in the database, whose clock the session check reads.
let app: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
});
afterAll(async () => {
  await app?.close();
});

const idleFor = (token: string, interval: string) =>
  app.sql(`UPDATE sessions SET last_seen_at = now() - $2::interval WHERE token_hash = $1`, [
    hashToken(token),
    interval,
  ]);
const lastSeen = async (token: string) =>
  (
    await app.sql<{ idle: number }>(
      `SELECT extract(epoch FROM now() - last_seen_at)::int AS idle FROM sessions WHERE token_hash = $1`,
      [hashToken(token)],
    )
  )[0]!.idle;

describe("an idle session", () => {
  it("of a member lasts a week without requests, and each request starts the week again", async () => {
    const member = await api.register("Idle");
    await idleFor(member.token, "6 days 23 hours");
    expect((await api.call("GET", "/api/profile", member.token)).status).toBe(200);
    expect(await lastSeen(member.token)).toBeLessThan(60);
    await idleFor(member.token, "7 days 1 minute");
    expect((await api.call("GET", "/api/profile", member.token)).status).toBe(401);
    // Not even listed among the member's sessions any more.
    const other = await api.call("POST", "/api/auth/logout", member.token);
    expect(other.status).toBe(401);
  });

  it("of an admin lasts an hour", async () => {
    const admin = await api.registerAdmin("Idler");
    await idleFor(admin.token, "59 minutes");
    expect((await api.call("GET", "/api/admin/stats", admin.token)).status).toBe(200);
    await idleFor(admin.token, "61 minutes");
    expect((await api.call("GET", "/api/admin/stats", admin.token)).status).toBe(401);
  });

  it("is listed no more among the member's signed-in devices", async () => {
    const member = await api.register("Lister");
    const second = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE member_id = $1`, [
      member.id,
    ]);
    expect(second).toEqual([{ n: 1 }]);
    await app.sql(
      `INSERT INTO sessions (token_hash, member_id, created_at, expires_at, last_seen_at)
       VALUES ('idle-one', $1, now() - interval '8 days', now() + interval '20 days', now() - interval '8 days')`,
      [member.id],
    );
    const listed = await api.ok("GET", "/api/profile/sessions", member.token);
    expect((listed as unknown as Array<unknown>).length).toBe(1);
  });
});
