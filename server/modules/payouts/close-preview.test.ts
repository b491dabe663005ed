import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";

// The close's preview and the close bound to it (decision 39), on a driven clock in December
// 2026 for November: Aisyah has bank details, Badrul none, Chong is named in an open fraud flag
// and Dewi is suspended. Nothing changes until the admin confirms what was shown.
const clock = testClock(new Date("2026-12-03T02:00:00.000Z"));
const IN_NOVEMBER = new Date("2026-11-12T03:00:00.000Z");
const november = { month: 11, year: 2026 };
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const who = {} as Record<"aisyah" | "badrul" | "chong" | "dewi", { id: number; token: string; phoneNumber: string }>;
let posts = 0;

const paidPost = async (author: number) => {
  const id = await app.run(
    submitPost(
      author,
      { title: `Teh ${++posts}`, url: `https://tiktok.com/@t/video/${posts}`, platform: "tiktok" },
      { actor: author },
    ),
    IN_NOVEMBER,
  );
  await app.run(approvePost(id, { actor: admin.id }), IN_NOVEMBER);
};
const preview = (month = november) =>
  api.call("GET", `/api/admin/payouts/close-preview?month=${month.month}&year=${month.year}`, admin.token);
const close = (body: object) => api.call("POST", "/api/admin/payouts/close", admin.token, { ...november, ...body });
const closes = () => app.sql(`SELECT 1 FROM events WHERE type IN ('PayoutMonthClosed', 'PayoutIssued')`);

beforeAll(async () => {
  app = await startTestApp({ clock });
  api = client(app);
  admin = await api.registerAdmin("Umar");
  for (const name of ["aisyah", "badrul", "chong", "dewi"] as const) {
    who[name] = await api.register(name[0]!.toUpperCase() + name.slice(1));
    await paidPost(who[name].id);
  }
  await api.ok("PUT", "/api/profile", who.aisyah.token, {
    firstName: "Aisyah",
    lastName: "Tester",
    phoneNumber: who.aisyah.phoneNumber,
    bankAccountHolderName: "AISYAH BINTI OMAR",
    bankCode: "MBBEMYKL",
    bankAccountNumber: "1142 3344 5566",
  });
  await app.sql(
    `INSERT INTO risk_flags (flag_id, rule, status, member_ids, held_member_ids, evidence, raised_at, updated_at)
     VALUES ('RF-close', 'shared_bank_account', 'open', $1, $1, '{}', now(), now())`,
    [JSON.stringify([who.chong.id])],
  );
  await app.sql(`INSERT INTO member_suspensions (member_id, reason, suspended_at) VALUES ($1, 'Fake posts', now())`, [
    who.dewi.id,
  ]);
});
afterAll(async () => {
  await app?.close();
});

describe("GET /api/admin/payouts/close-preview", () => {
  it("says what a close would issue now, who is held and who has no payment details, changing nothing", async () => {
    const r = await preview();
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({
      ...november,
      closed: false,
      payouts: 2,
      total: 400,
      held: [
        { memberId: who.chong.id, name: "Chong Tester", amount: 200, reason: "flag" },
        { memberId: who.dewi.id, name: "Dewi Tester", amount: 200, reason: "suspended" },
      ],
      heldAmount: 400,
      pending: 0,
      pendingAmount: 0,
      withoutDetails: [{ memberId: who.badrul.id, name: "Badrul Tester", amount: 200 }],
      withoutDetailsAmount: 200,
      minimum: 0,
      belowMinimum: 0,
      belowMinimumAmount: 0,
      withholding: 0,
      withheldAmount: 0,
      digest: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect((await preview()).json["digest"]).toBe(r.json["digest"]);
    expect(await closes()).toEqual([]);
  });

  it("refuses a month that has not ended, and a month or year that is not one", async () => {
    const december = await preview({ month: 12, year: 2026 });
    expect([december.status, december.json["error"]]).toEqual([409, expect.stringContaining("after it has ended")]);
    const bad = await api.call("GET", "/api/admin/payouts/close-preview?month=13&year=2026", admin.token);
    expect([bad.status, Object.keys(bad.json["fields"] as object)]).toEqual([400, ["month"]]);
    expect(await closes()).toEqual([]);
  });
});

describe("POST /api/admin/payouts/close bound to a preview", () => {
  it("is refused with 409 and the new preview when the figures changed since they were shown", async () => {
    const shown = (await preview()).json;
    await paidPost(who.aisyah.id);
    const r = await close({ digest: shown["digest"] });
    expect(r.status, r.text).toBe(409);
    expect(r.json).toMatchObject({
      code: "close_changed",
      error: expect.stringContaining("has changed since it was shown"),
      preview: { payouts: 2, total: 600, heldAmount: 400 },
    });
    expect((r.json["preview"] as Record<string, unknown>)["digest"]).not.toBe(shown["digest"]);
    expect(await closes()).toEqual([]);
  });

  it("refuses a digest that is not one with 400 naming it, changing nothing", async () => {
    for (const digest of ["", "abc", "Z".repeat(32), 42]) {
      const r = await close({ digest });
      expect([r.status, Object.keys((r.json["fields"] as object) ?? {})]).toEqual([400, ["digest"]]);
    }
    expect(await closes()).toEqual([]);
  });

  it("issues what the confirmed preview showed, and a second confirmation of it issues nothing", async () => {
    const shown = (await preview()).json;
    const r = await close({ digest: shown["digest"] });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({
      ...november,
      issued: 2,
      total: 600,
      held: 2,
      heldAmount: 400,
      pending: 0,
      pendingAmount: 0,
      belowMinimum: 0,
      belowMinimumAmount: 0,
      withheldAmount: 0,
    });
    const again = await close({ digest: shown["digest"] });
    expect([again.status, again.json["code"]]).toEqual([409, "close_changed"]);
    expect((await preview()).json).toMatchObject({ closed: true, payouts: 0, total: 0, held: [], withoutDetails: [] });
  });
});
