import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { hashToken } from "./tokens.ts";

// The team page checks its session in the round trip that reads the page, once the process has
// seen the token: it must still refuse, at once, every session requireMember refuses.
let app: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
});
afterAll(async () => {
  await app?.close();
});

const team = (token: string, query = "") => api.call("GET", `/api/dashboard/team${query}`, token);

describe("a member read in the session check's round trip", () => {
  it("answers a token it has seen, and refuses it as soon as its session ends", async () => {
    const leader = await api.register("Aminah");
    const recruit = await api.register("Farid", leader.code);
    const first = await team(leader.token);
    expect(first.status).toBe(200);
    const again = await team(leader.token);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect((again.json["level1"] as Array<{ id: number }>).map((m) => m.id)).toEqual([recruit.id]);

    expect((await api.call("POST", "/api/auth/logout", leader.token)).status).toBe(200);
    expect((await team(leader.token)).status).toBe(401);
  });

  it("refuses a session that went idle, and gives 401 before judging a bad cursor", async () => {
    const member = await api.register("Suraya");
    expect((await team(member.token)).status).toBe(200);
    expect((await team(member.token, "?after=not-a-cursor")).status).toBe(400);
    await app.sql(`UPDATE sessions SET last_seen_at = now() - interval '8 days' WHERE token_hash = $1`, [
      hashToken(member.token),
    ]);
    expect((await team(member.token)).status).toBe(401);
    expect((await team(member.token, "?after=not-a-cursor")).status).toBe(401);
  });
});
