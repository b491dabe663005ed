import { Effect } from "effect";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streams } from "../../../domain/events.ts";
import { nextPeriod, periodStart } from "../../../domain/period.ts";
import { Database } from "../../platform/db/database.ts";
import { registerMember } from "../../modules/members/handlers.ts";
import { balanceDifferences } from "../../modules/payouts/balances.ts";
import { closeMonth, markFailed } from "../../modules/payouts/handlers.ts";
import { approvePost, reversePost, submitPost } from "../../modules/posts/handlers.ts";
import { heldMembers } from "../../modules/risk/holds.ts";
import { waitFor } from "../../testing/jobs.ts";
import { liveAndRebuilt } from "../../testing/rebuilt.ts";
import { ADMIN_URL, newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { raceAtTheLog } from "./hold.ts";

// Closing a month takes no lock on the log (decision 45): approvals, registrations, reversals
// and failed payouts commit while it runs, and closes race each other. Whatever the order,
// every member's ledger is their payouts (not failed) plus their unpaid lines, no line is paid
// twice and none is lost. Time comes from the clock each command is run with.
const HOUR = 3_600_000;
const endOf = (period: number) => periodStart(nextPeriod(period));
const lastMomentOf = (period: number) => new Date(endOf(period).getTime() - 1);
const FIRST = 204001;

let t: TestRuntime;
let probe: pg.Client | null = null;
const members: Array<{ memberId: number; referralCode: string }> = [];

beforeAll(async () => {
  t = await startTestRuntime({ DB_POOL_SIZE: "20" });
  if (ADMIN_URL) {
    probe = new pg.Client({ connectionString: t.env["DATABASE_URL"]! });
    await probe.connect();
  }
  // Three teams of three levels, so payouts mix personal income and overrides.
  const at = new Date(periodStart(FIRST).getTime() - HOUR);
  for (let i = 0; i < 9; i++) {
    const referrer = i % 3 === 0 ? null : members[i - 1]!.referralCode;
    members.push(await t.run(registerMember(newMember(`Racer${i}`, referrer), {}), at));
  }
});
afterAll(async () => {
  await probe?.end();
  await t?.close();
});

const differences = () => t.run(Effect.flatMap(Database, (db) => balanceDifferences(db)));
const posted = (memberId: number, label: string, at: Date) =>
  t.run(
    submitPost(
      memberId,
      { title: label, url: `https://example.com/close/${label}`, platform: "tiktok" },
      { actor: memberId },
    ),
    at,
  );

/** Lines named by more than one payout that did not fail, read from the log itself. */
const linesPaidTwice = () =>
  t.sql(
    `SELECT (e.data ->> 'memberId')::int AS member_id, p.position::bigint AS position, count(*)::int AS payouts
       FROM events e
       JOIN payouts po ON po.payout_id = e.data ->> 'payoutId' AND po.status <> 'failed'
       CROSS JOIN LATERAL jsonb_array_elements_text(e.data -> 'positions') AS p (position)
      WHERE e.type = 'PayoutIssued'
      GROUP BY 1, 2 HAVING count(*) > 1`,
  );

describe.skipIf(!ADMIN_URL)("a close in progress", () => {
  it("lets an approval and a registration commit before it does", async () => {
    const period = FIRST;
    const mid = new Date(periodStart(period).getTime() + 10 * 24 * HOUR);
    for (const [i, m] of members.slice(0, 3).entries())
      await t.run(approvePost(await posted(m.memberId, `open-${i}`, mid), { actor: "system" }), mid);
    // A poster with two uplines: three lines.
    const late = await posted(members[5]!.memberId, "open-late", mid);
    // The close is held once it has appended its payouts, where it used to hold the log: its
    // copy of the bank details waits on this lock, inside its transaction.
    const blocker = new pg.Client({ connectionString: t.env["DATABASE_URL"]! });
    await blocker.connect();
    await blocker.query("BEGIN");
    await blocker.query("LOCK TABLE payout_bank_details IN EXCLUSIVE MODE");
    let closeDone = false;
    const closing = t.run(closeMonth(period, { actor: "cli" }), endOf(period)).finally(() => (closeDone = true));
    try {
      await waitFor("the close to hold its transaction open", async () => {
        const { rows } = await probe!.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO payout_bank_details%'`,
        );
        return rows[0]!.n === 1;
      });
      const [{ n: issued }] = (
        await probe!.query<{ n: number }>(`SELECT count(*)::int AS n FROM payouts WHERE period = $1`, [period])
      ).rows as [{ n: number }];
      expect(issued).toBe(0);
      // Decided in the month's last moment, committed while its close is open.
      let committed = 0;
      const approval = t.run(approvePost(late, { actor: "system" }), lastMomentOf(period));
      const registration = t.run(registerMember(newMember("Joiner", members[0]!.referralCode), {}), endOf(period));
      for (const write of [approval, registration]) void write.then(() => (committed += 1));
      await waitFor("the approval and the registration to commit", () => committed === 2, 10_000);
      expect((await approval).changed).toBe(true);
      expect((await registration).memberId).toBeGreaterThan(0);
      expect(closeDone).toBe(false);
      const { rows: lines } = await probe!.query(`SELECT amount_sen FROM ledger_lines WHERE post_id = $1`, [late]);
      expect(lines.length).toBe(3);
    } finally {
      await blocker.query("COMMIT");
      await blocker.end();
    }
    const closed = await closing;
    // It paid what its snapshot held: the three posts approved before it began.
    expect(closed.totalSen).toBe(3 * 20_000 + 2 * 3_000 + 1_000);
    const [unpaid] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_lines l
        WHERE l.post_id = $1 AND NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position)`,
      [late],
    );
    expect(unpaid!.n).toBe(3);
    expect(await differences()).toEqual([]);
  });
});

describe("approvals, reversals, failed payouts and closes racing", () => {
  it("keep every member's ledger equal to their payouts and unpaid lines", async () => {
    // Each round is two months: posts approved in the first month's last moments race a
    // reversal of an earlier post, a payout failing, two closes of that month and a close of
    // the next (which wants the same lines), all at once.
    let period = nextPeriod(FIRST);
    const approved: Array<string> = [];
    for (let round = 0; round < 6; round++, period = nextPeriod(nextPeriod(period))) {
      const following = nextPeriod(period);
      const before = new Date(endOf(period).getTime() - 5);
      const posts: Array<string> = [];
      for (const [i, m] of members.entries())
        if ((i + round) % 2 === 0) posts.push(await posted(m.memberId, `race-${round}-${i}`, before));
      const reversing = approved.shift();
      const [failing] = await t.sql<{ payout_id: string }>(
        `SELECT payout_id FROM payouts WHERE status = 'issued' ORDER BY issued_at DESC, payout_id LIMIT 1`,
      );
      const racers: Array<() => Promise<unknown>> = [
        ...posts.map((postId) => () => t.run(approvePost(postId, { actor: "system" }), before)),
        ...(reversing ? [() => t.run(reversePost(reversing, "Taken down", { actor: "system" }), before)] : []),
        ...(failing ? [() => t.run(markFailed(failing.payout_id, "Account closed", { actor: "cli" }), before)] : []),
        () => t.run(closeMonth(period, { actor: "cli" }), endOf(following)),
        () => t.run(closeMonth(period, { actor: "cli" }), endOf(following)),
        () => t.run(closeMonth(following, { actor: "cli" }), endOf(following)),
      ];
      await raceAtTheLog(t, racers.length, () => Promise.all(racers.map((race) => race())));
      approved.push(...posts);
      expect(await differences()).toEqual([]);
      expect(await linesPaidTwice()).toEqual([]);
      // Two closes of one month made one close.
      const closes = await t.sql<{ stream_id: string; n: number }>(
        `SELECT stream_id, count(*)::int AS n FROM events WHERE type = 'PayoutMonthClosed' AND stream_id = ANY($1::text[])
          GROUP BY stream_id`,
        [[streams.payoutMonth(period), streams.payoutMonth(following)]],
      );
      expect(closes.map((c) => c.n)).toEqual([1, 1]);
    }
    // A last close pays everything left: only a balance at or below zero, or a held one, waits.
    await t.run(closeMonth(period, { actor: "cli" }), endOf(period));
    expect(await differences()).toEqual([]);
    expect(await linesPaidTwice()).toEqual([]);
    const held = await t.run(Effect.flatMap(Database, (db) => heldMembers(db)));
    const owed = await t.sql<{ member_id: number }>(
      `SELECT l.member_id FROM ledger_lines l
        WHERE NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position)
        GROUP BY l.member_id HAVING sum(l.amount_sen) > 0`,
    );
    expect(owed.filter((o) => !held.includes(o.member_id))).toEqual([]);
    const [failed] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM payouts WHERE status = 'failed'`);
    const [reversed] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM posts WHERE status = 'reversed'`);
    expect(failed!.n).toBeGreaterThanOrEqual(5);
    expect(reversed!.n).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it("rebuilds to what the races wrote", async () => {
    const { live, rebuilt } = await liveAndRebuilt(t);
    expect(rebuilt).toEqual(live);
  });
});
