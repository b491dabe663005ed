import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { liveAndRebuilt } from "../../testing/rebuilt.ts";
import { approvePost, reversePost, submitPost } from "../posts/handlers.ts";
import { postsInHolding } from "../posts/holding.ts";
import { balanceDifferences } from "./balances.ts";
import { closeMonth } from "./handlers.ts";

// The holding period (decision 53) with POST_HOLDING_DAYS=7, on a driven clock: Nadia (recruited
// by Rahim) has post A approved on 10 November, B on 28 November and C on 29 November; C is
// taken down and reversed on 2 December, within its holding period. November is closed on
// 3 December: A is paid, B waits until 5 December and C is never paid. D, approved on
// 30 December and reversed on 2 January, nets out of December's close on 8 January.
const clock = testClock(new Date("2026-11-10T02:00:00.000Z"));
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const who = {} as Record<"rahim" | "nadia", { id: number; token: string; code: string }>;
const post: Record<string, string> = {};

const approved = async (name: string, at: string) => {
  clock.set(new Date(at));
  const id = await app.run(
    submitPost(
      who.nadia.id,
      { title: `Kopi ${name}`, url: `https://tiktok.com/@nadia/video/${name.charCodeAt(0)}`, platform: "tiktok" },
      { actor: who.nadia.id },
    ),
  );
  await app.run(approvePost(id, { actor: admin.id }));
  post[name] = id;
};
const reversed = async (name: string, at: string) => {
  clock.set(new Date(at));
  await app.run(reversePost(post[name]!, "Taken down", { actor: admin.id }));
};
const summaryOf = (token: string) => api.ok("GET", "/api/payouts/summary", token);
const preview = (month: number, year: number) =>
  api.ok("GET", `/api/admin/payouts/close-preview?month=${month}&year=${year}`, admin.token);
const inHolding = () => app.run(Effect.flatMap(Database, (db) => postsInHolding(db, clock.now())));

beforeAll(async () => {
  app = await startTestApp({ clock, env: { POST_HOLDING_DAYS: "7" } });
  api = client(app);
  admin = await api.registerAdmin("Umar");
  who.rahim = await api.register("Rahim");
  who.nadia = await api.register("Nadia", who.rahim.code);
  await approved("A", "2026-11-10T02:00:00.000Z");
  await approved("B", "2026-11-28T02:00:00.000Z");
  await approved("C", "2026-11-29T02:00:00.000Z");
});
afterAll(async () => {
  await app?.close();
});

describe("the holding period", () => {
  it("carries when an approval becomes payable in its event, and its lines, a week on", async () => {
    const events = await app.sql<{ post_id: string; payable_at: string }>(
      `SELECT data ->> 'postId' AS post_id, data ->> 'payableAt' AS payable_at FROM events
        WHERE type = 'PostApproved' ORDER BY position`,
    );
    expect(events).toEqual([
      { post_id: post["A"], payable_at: "2026-11-17T02:00:00.000Z" },
      { post_id: post["B"], payable_at: "2026-12-05T02:00:00.000Z" },
      { post_id: post["C"], payable_at: "2026-12-06T02:00:00.000Z" },
    ]);
    const lines = await app.sql<{ member_id: number; amount_sen: number; payable_at: Date }>(
      `SELECT member_id, amount_sen, payable_at FROM ledger_lines WHERE post_id = $1 ORDER BY member_id`,
      [post["B"]],
    );
    expect(lines.map((l) => [l.member_id, l.amount_sen, l.payable_at.toISOString()])).toEqual([
      [who.rahim.id, 3_000, "2026-12-05T02:00:00.000Z"],
      [who.nadia.id, 20_000, "2026-12-05T02:00:00.000Z"],
    ]);
  });

  it("tells a member what is still pending and from which day it is payable", async () => {
    clock.set(new Date("2026-12-01T02:00:00.000Z"));
    // Income is earned at approval; the next close (November's) pays only A.
    expect(await summaryOf(who.nadia.token)).toMatchObject({
      unpaidBalance: 600,
      pendingBalance: 400,
      pending: [
        { payableOn: "2026-12-05", amount: 200 },
        { payableOn: "2026-12-06", amount: 200 },
      ],
      nextClose: { month: 11, year: 2026 },
      willPay: 200,
    });
    expect(await summaryOf(who.rahim.token)).toMatchObject({
      unpaidBalance: 90,
      pendingBalance: 60,
      pending: [
        { payableOn: "2026-12-05", amount: 30 },
        { payableOn: "2026-12-06", amount: 30 },
      ],
      willPay: 30,
    });
    // November's income counts all three, as earned when approved.
    expect(
      await app.sql(`SELECT total_sen FROM monthly_income WHERE member_id = $1 AND period = 202611`, [who.nadia.id]),
    ).toEqual([{ total_sen: 60_000 }]);
    expect(await inHolding()).toEqual([post["B"], post["C"]]);
  });

  it("shows the admin how much a close leaves in its holding period, and the close agrees", async () => {
    const shown = await preview(11, 2026);
    expect(shown).toMatchObject({ payouts: 2, total: 230, pending: 2, pendingAmount: 460 });

    // C is taken down within its holding period: it will never be paid.
    await reversed("C", "2026-12-02T02:00:00.000Z");
    expect(await inHolding()).toEqual([post["B"]]);
    expect(await summaryOf(who.nadia.token)).toMatchObject({
      unpaidBalance: 400,
      pendingBalance: 200,
      pending: [{ payableOn: "2026-12-05", amount: 200 }],
    });

    clock.set(new Date("2026-12-03T02:00:00.000Z"));
    // What is pending changed since it was shown: the close bound to it is refused.
    const refused = await api.call("POST", "/api/admin/payouts/close", admin.token, {
      month: 11,
      year: 2026,
      digest: shown["digest"],
    });
    expect([refused.status, refused.json["preview"]]).toEqual([
      409,
      expect.objectContaining({ payouts: 2, total: 230, pending: 2, pendingAmount: 230 }),
    ]);
    const now = await preview(11, 2026);
    expect(
      await api.ok("POST", "/api/admin/payouts/close", admin.token, { month: 11, year: 2026, digest: now["digest"] }),
    ).toEqual({
      month: 11,
      year: 2026,
      issued: 2,
      total: 230,
      held: 0,
      heldAmount: 0,
      pending: 2,
      pendingAmount: 230,
      belowMinimum: 0,
      belowMinimumAmount: 0,
      withheldAmount: 0,
    });
    const paid = await app.sql<{ member_id: number; amount_sen: number }>(
      `SELECT member_id, amount_sen FROM payouts ORDER BY member_id`,
    );
    expect(paid).toEqual([
      { member_id: who.rahim.id, amount_sen: 3_000 },
      { member_id: who.nadia.id, amount_sen: 20_000 },
    ]);
  });

  it("pays what waited at the next close, and nets out a post reversed in the month after its approval", async () => {
    clock.set(new Date("2026-12-10T02:00:00.000Z"));
    // B became payable on 5 December: December's close pays it; C and its reversal add up to nothing.
    expect(await summaryOf(who.nadia.token)).toMatchObject({
      unpaidBalance: 200,
      pendingBalance: 0,
      pending: [],
      nextClose: { month: 12, year: 2026 },
      willPay: 200,
    });
    expect(await inHolding()).toEqual([]);

    await approved("D", "2026-12-30T02:00:00.000Z");
    await reversed("D", "2027-01-02T02:00:00.000Z");
    clock.set(new Date("2027-01-03T02:00:00.000Z"));
    expect(await preview(12, 2026)).toMatchObject({ payouts: 2, total: 230, pending: 0, pendingAmount: 0 });

    // Closed once D's holding period is over: D and January's reversal of it are paid together.
    expect(await app.run(closeMonth(202612, { actor: "cli" }), new Date("2027-01-08T02:00:00.000Z"))).toMatchObject({
      issued: 2,
      totalSen: 23_000,
      pending: 0,
    });
    const lines = await app.sql<{ post: string; amount_sen: number }>(
      `SELECT l.post_id AS post, l.amount_sen FROM payout_lines pl
         JOIN ledger_lines l ON l.member_id = pl.member_id AND l.position = pl.position
        WHERE pl.payout_id = $1 ORDER BY l.position`,
      [`PO-202612-${who.nadia.id}`],
    );
    expect(lines).toEqual([
      { post: post["B"], amount_sen: 20_000 },
      { post: post["C"], amount_sen: 20_000 },
      { post: post["C"], amount_sen: -20_000 },
      { post: post["D"], amount_sen: 20_000 },
      { post: post["D"], amount_sen: -20_000 },
    ]);
    expect(await app.run(Effect.flatMap(Database, (db) => balanceDifferences(db)))).toEqual([]);
    expect(await summaryOf(who.nadia.token)).toMatchObject({ unpaidBalance: 0, pendingBalance: 0, willPay: 0 });
  });

  it("rebuilds every line's payable instant from the log as it was written", async () => {
    const payable = () =>
      app.sql(`SELECT member_id, position, payable_at FROM ledger_lines ORDER BY member_id, position`);
    const before = await payable();
    const { live, rebuilt } = await liveAndRebuilt(app);
    expect(rebuilt).toEqual(live);
    expect(await payable()).toEqual(before);
  });
});
