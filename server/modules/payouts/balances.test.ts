import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { registerMember } from "../members/handlers.ts";
import { approvePost, reversePost, submitPost } from "../posts/handlers.ts";
import { newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { liveAndRebuilt } from "../../testing/rebuilt.ts";
import { balanceDifferences, balanceOf } from "./balances.ts";
import { closeMonth, markFailed } from "./handlers.ts";

// The month-end race, replayed with a driven clock: posts approved one millisecond before a
// Malaysian midnight, racing the close of that month at midnight, over and over. Whatever
// commits first, no ledger line is outside a payout or the unpaid balance, and the next close
// pays what the last one could not see.
const HOUR = 3_600_000;
/** The first instant after a Malaysian month, in UTC. */
const endOf = (period: number) => new Date(Date.UTC(Math.floor(period / 100), period % 100, 1) - 8 * HOUR);
const next = (period: number) => (period % 100 === 12 ? period + 89 : period + 1);
const REPETITIONS = 1_000;
const FIRST = 203001;

let t: TestRuntime;
const ids: Array<number> = [];

beforeAll(async () => {
  t = await startTestRuntime();
  const at = new Date("2029-12-01T00:00:00.000Z");
  const a = await t.run(registerMember(newMember("Aisyah", null), {}), at);
  const b = await t.run(registerMember(newMember("Bala", a.referralCode), {}), at);
  const c = await t.run(registerMember(newMember("Chee", b.referralCode), {}), at);
  ids.push(a.memberId, b.memberId, c.memberId);
});
afterAll(async () => {
  await t?.close();
});

const differences = () => t.run(Effect.flatMap(Database, (db) => balanceDifferences(db)));
const totals = async () => {
  const [row] = await t.sql<{ ledger: number; paid: number }>(
    `SELECT (SELECT coalesce(sum(amount_sen), 0)::bigint FROM ledger_lines) AS ledger,
            (SELECT coalesce(sum(amount_sen), 0)::bigint FROM payouts WHERE status <> 'failed') AS paid`,
  );
  return row!;
};

describe("closing a month while its last approvals commit", () => {
  it(`loses no line in ${REPETITIONS} month ends`, async () => {
    let period = FIRST;
    let lateLines = 0;
    let credited = 0;
    for (let i = 0; i < REPETITIONS; i++, period = next(period)) {
      const end = endOf(period);
      const lastMillisecond = new Date(end.getTime() - 1);
      const author = ids[i % ids.length]!;
      const postId = await t.run(
        submitPost(
          author,
          { title: `Post ${i}`, url: `https://example.com/race/${i}`, platform: "tiktok" },
          { actor: author },
        ),
        lastMillisecond,
      );
      // The approval is decided at 23:59:59.999 and the close at midnight. Every other time
      // the close commits first for certain (the approval lands in a closed month); otherwise
      // they race and commit in whichever order the database gives them.
      const approve = () => t.run(approvePost(postId, { actor: "system" }), lastMillisecond);
      const close = () => t.run(closeMonth(period, { actor: "cli" }), end);
      if (i % 2 === 0) {
        await close();
        await approve();
      } else await Promise.all([approve(), close()]);
      credited += 20_000 + (author === ids[0] ? 0 : author === ids[1] ? 3_000 : 4_000);
      const [line] = await t.sql<{ paid: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position) AS paid
           FROM ledger_lines l WHERE l.post_id = $1 AND l.kind = 'personal'`,
        [postId],
      );
      if (!line!.paid) lateLines += 1;
      if (i % 100 === 0 || i === REPETITIONS - 1) expect(await differences()).toEqual([]);
    }
    // The close after the last month pays whatever the races left unpaid.
    await t.run(closeMonth(period, { actor: "cli" }), endOf(period));
    expect(await differences()).toEqual([]);
    const { ledger, paid } = await totals();
    expect(ledger).toBe(credited);
    expect(paid).toBe(ledger);
    // The lines that missed their own month's close (at least the half that commits after it).
    expect(lateLines).toBeGreaterThanOrEqual(REPETITIONS / 2);
    for (const id of ids) expect((await t.run(Effect.flatMap(Database, (db) => balanceOf(db, id)))).unpaidSen).toBe(0);
  }, 600_000);

  it("returns a failed payout's lines to the balance, paid by the next close", async () => {
    // Well after the months the race closed.
    const period = 212001;
    const author = ids[0]!;
    const before = await t.run(Effect.flatMap(Database, (db) => balanceOf(db, author)));
    const postId = await t.run(
      submitPost(
        author,
        { title: "Bounced", url: "https://example.com/race/bounced", platform: "tiktok" },
        { actor: author },
      ),
      new Date(endOf(period).getTime() - HOUR),
    );
    await t.run(approvePost(postId, { actor: "system" }), new Date(endOf(period).getTime() - HOUR));
    await t.run(closeMonth(period, { actor: "cli" }), endOf(period));
    const payoutId = `PO-${period}-${author}`;
    expect((await t.sql(`SELECT amount_sen FROM payouts WHERE payout_id = $1`, [payoutId]))[0]).toEqual({
      amount_sen: 20_000,
    });
    await t.run(markFailed(payoutId, "Account closed", { actor: "cli" }), endOf(period));
    const failed = await t.run(Effect.flatMap(Database, (db) => balanceOf(db, author)));
    expect(failed.unpaidSen).toBe(before.unpaidSen + 20_000);
    expect(await differences()).toEqual([]);
    const after = next(period);
    await t.run(closeMonth(after, { actor: "cli" }), endOf(after));
    expect((await t.sql(`SELECT amount_sen FROM payouts WHERE payout_id = $1`, [`PO-${after}-${author}`]))[0]).toEqual({
      amount_sen: 20_000,
    });
    expect(await differences()).toEqual([]);
  });

  it("keeps the balance through approvals, reversals and closes racing each other", async () => {
    // Three months of posts approved near their month's end, each month's close racing its last
    // approvals and the reversal of an earlier post (reversed in the month it happens).
    let period = 213001;
    const approved: Array<string> = [];
    for (let month = 0; month < 3; month++, period = next(period)) {
      const end = endOf(period);
      const before = new Date(end.getTime() - 5);
      const posts = await Promise.all(
        ids.map((author, i) =>
          t.run(
            submitPost(
              author,
              { title: `Race ${month}-${i}`, url: `https://example.com/race/r${month}-${i}`, platform: "tiktok" },
              { actor: author },
            ),
            before,
          ),
        ),
      );
      const reversing = approved.shift();
      await Promise.all([
        ...posts.map((postId) => t.run(approvePost(postId, { actor: "system" }), before)),
        ...(reversing ? [t.run(reversePost(reversing, "Taken down", { actor: "system" }), before)] : []),
        t.run(closeMonth(period, { actor: "cli" }), end),
      ]);
      approved.push(...posts);
      expect(await differences()).toEqual([]);
    }
    await t.run(closeMonth(period, { actor: "cli" }), endOf(period));
    expect(await differences()).toEqual([]);
    const [reversed] = await t.sql<{ n: number; sen: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount_sen), 0)::int AS sen FROM ledger_lines
        WHERE kind LIKE '%_reversal' AND post_id IN (SELECT post_id FROM posts WHERE title LIKE 'Race %')`,
    );
    // Two posts reversed, each taking back what its approval paid.
    expect(reversed!.sen).toBeLessThan(0);
    expect(reversed!.n).toBeGreaterThanOrEqual(2);
    const { ledger, paid } = await totals();
    const unpaid = await t.sql<{ sen: number }>(
      `SELECT coalesce(sum(l.amount_sen), 0)::bigint AS sen FROM ledger_lines l
        WHERE NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position)`,
    );
    expect(paid + unpaid[0]!.sen).toBe(ledger);
    expect((await t.sql(`SELECT payout_id FROM payouts WHERE amount_sen <= 0`)).length).toBe(0);
  });

  it("rebuilds payouts and their lines from the log to what was written live", async () => {
    const { live, rebuilt } = await liveAndRebuilt(t);
    expect(Object.keys(rebuilt)).toContain("payout_lines");
    expect(rebuilt).toEqual(live);
  });
});
