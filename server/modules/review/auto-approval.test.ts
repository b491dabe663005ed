import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import type { AppServices } from "../../platform/runtime.ts";
import { auditLog } from "../admin/queries.ts";
import { recordEvidence } from "../evidence/store.ts";
import { claimHandle, verifyHandle } from "../handles/store.ts";
import { registerMember } from "../members/handlers.ts";
import { submitPost } from "../posts/handlers.ts";
import { evaluateAllPending } from "../risk/evaluate.ts";
import { recordSignals } from "../risk/signals.ts";
import { AutoApproval, autoApproveMatching, autoApprovePending } from "./auto-approval.ts";

// The automatic approver (decision 54): off by default, it approves nothing; on, it approves a
// matching post of a member no risk holds, once, audited as "auto_approval", and leaves a member
// an open flag names, or the rules have not looked at yet, to an admin. Set to `verified`, only
// a handle the member proved by signing in to the platform counts.
let off: TestRuntime;
let on: TestRuntime;

let videos = 0;
/** A member with a TikTok handle and one post of theirs whose evidence matches it. */
const memberWithMatchingPost = (rt: TestRuntime, firstName: string) =>
  rt.run(
    Effect.gen(function* () {
      const db = yield* Database;
      const { memberId } = yield* registerMember(newMember(firstName), { requestId: "test" });
      const handle = `${firstName.toLowerCase()}.posts`;
      yield* claimHandle(db, memberId, "tiktok", handle, new Date());
      const postId = yield* postBy(memberId, handle);
      return { memberId, postId, handle };
    }),
  );
const postBy = (memberId: number, author: string) =>
  Effect.gen(function* () {
    const postId = yield* submitPost(
      memberId,
      { title: `Post ${++videos}`, url: `https://www.tiktok.com/@x/video/${7_600_000 + videos}`, platform: "tiktok" },
      { actor: memberId },
    );
    yield* recordEvidence(yield* Database, postId, { outcome: "found", authorHandle: author }, new Date());
    return postId;
  });
const statusOf = async (rt: TestRuntime, postId: string) =>
  (await rt.sql<{ status: string }>(`SELECT status FROM posts WHERE post_id = $1`, [postId]))[0]?.status;
const approvalsOf = (rt: TestRuntime, postId: string) =>
  rt.sql<{ actor: string; lines: number }>(
    `SELECT e.metadata ->> 'actor' AS actor,
            (SELECT count(*)::int FROM ledger_lines l WHERE l.post_id = $1) AS lines
       FROM events e WHERE e.type = 'PostApproved' AND e.data ->> 'postId' = $1`,
    [postId],
  );
/** Two members paid into one bank account: the rules raise an open flag naming both. */
const flagged = async (rt: TestRuntime) => {
  const pair = [await memberWithMatchingPost(rt, "Zul"), await memberWithMatchingPost(rt, "Zainab")];
  await rt.run(
    Effect.gen(function* () {
      const db = yield* Database;
      for (const m of pair)
        yield* recordSignals(db, m.memberId, "profile", [{ kind: "bank_account", value: "7001223344" }], new Date());
      yield* evaluateAllPending(true);
    }),
  );
  return pair;
};

beforeAll(async () => {
  [off, on] = await Promise.all([startTestRuntime(), startTestRuntime({ AUTO_APPROVE_MATCHES: "claimed" })]);
});
afterAll(async () => {
  await Promise.all([off?.close(), on?.close()]);
});

describe("with AUTO_APPROVE_MATCHES=off (the default)", () => {
  it("approves nothing, whether the evidence job asks or the sweep runs", async () => {
    const siti = await memberWithMatchingPost(off, "Siti");
    await off.run(evaluateAllPending(true));
    expect(await off.run(autoApproveMatching([siti.postId]))).toMatchObject({ posts: 0, approved: [] });
    expect(await off.run(autoApprovePending())).toMatchObject({ posts: 0 });
    expect(await statusOf(off, siti.postId)).toBe("pending");
  });
});

describe("with AUTO_APPROVE_MATCHES=claimed", () => {
  it("waits for the rules to look at the member, then approves their matching post once, as the automatic approver", async () => {
    const siti = await memberWithMatchingPost(on, "Siti");
    // Submitting queued Siti for the rules: not approved before they ran.
    expect((await on.run(autoApproveMatching([siti.postId]))).skipped).toMatchObject([
      { postId: siti.postId, reason: "member_at_risk" },
    ]);
    await on.run(evaluateAllPending(true));
    const first = await on.run(autoApproveMatching([siti.postId]));
    expect(first).toMatchObject({ posts: 1, postersSen: 20_000, approved: [{ id: siti.postId, status: "approved" }] });
    // The evidence job and a sweep both reaching it: approved once, paid once.
    expect((await on.run(autoApproveMatching([siti.postId]))).skipped).toMatchObject([{ reason: "not_pending" }]);
    expect(await on.run(autoApprovePending())).toMatchObject({ posts: 0 });
    expect(await approvalsOf(on, siti.postId)).toEqual([{ actor: "auto_approval", lines: 1 }]);
    const [entry] = await on.run(Effect.flatMap(Database, (db) => auditLog(db, 10)));
    expect(entry).toMatchObject({ type: "PostApproved", actorId: null, actorName: "Automatic approval" });
    expect(entry!.subject).toContain("Siti");
  });

  it("leaves a member an open flag names to an admin", async () => {
    const [zul, zainab] = await flagged(on);
    const flags = await on.sql(`SELECT flag_id FROM risk_flags WHERE status = 'open' AND member_ids @> $1::jsonb`, [
      JSON.stringify([zul!.memberId, zainab!.memberId]),
    ]);
    expect(flags).toHaveLength(1);
    const result = await on.run(autoApproveMatching([zul!.postId, zainab!.postId]));
    expect(result).toMatchObject({ posts: 0 });
    expect(result.skipped.map((s) => s.reason)).toEqual(["member_at_risk", "member_at_risk"]);
    expect(await on.run(autoApprovePending())).toMatchObject({ posts: 0 });
    expect([await statusOf(on, zul!.postId), await statusOf(on, zainab!.postId)]).toEqual(["pending", "pending"]);
  });

  it("sweeps the queue: a post that matches only once its member claims the handle, never a mismatch", async () => {
    const { memberId } = await on.run(registerMember(newMember("Kavitha"), { requestId: "test" }));
    const own = await on.run(postBy(memberId, "kavitha.cooks"));
    const other = await on.run(postBy(memberId, "someone.else"));
    await on.run(evaluateAllPending(true));
    expect(await on.run(autoApprovePending())).toMatchObject({ posts: 0 });
    await on.run(Effect.flatMap(Database, (db) => claimHandle(db, memberId, "tiktok", "kavitha.cooks", new Date())));
    expect(await on.run(autoApprovePending())).toMatchObject({ posts: 1, approved: [{ id: own }] });
    expect([await statusOf(on, own), await statusOf(on, other)]).toEqual(["approved", "pending"]);
  });
});

describe("with AUTO_APPROVE_MATCHES=verified", () => {
  const verifiedOnly = <A, E>(effect: Effect.Effect<A, E, AppServices>) =>
    effect.pipe(Effect.provideService(AutoApproval, "verified"));

  it("approves a match only once the member proved the handle by signing in to the platform", async () => {
    const mei = await memberWithMatchingPost(on, "Mei");
    await on.run(evaluateAllPending(true));
    expect((await on.run(verifiedOnly(autoApproveMatching([mei.postId])))).skipped).toMatchObject([
      { reason: "handle_unverified" },
    ]);
    expect(await on.run(verifiedOnly(autoApprovePending()))).toMatchObject({ posts: 0 });
    await on.run(Effect.flatMap(Database, (db) => verifyHandle(db, mei.memberId, "tiktok", mei.handle, new Date())));
    // A handle proved is a change the risk rules look at (a shared handle) before anything is approved.
    expect(await on.run(verifiedOnly(autoApprovePending()))).toMatchObject({ posts: 0 });
    await on.run(evaluateAllPending(true));
    expect(await on.run(verifiedOnly(autoApprovePending()))).toMatchObject({
      posts: 1,
      approved: [{ id: mei.postId }],
    });
  });
});
