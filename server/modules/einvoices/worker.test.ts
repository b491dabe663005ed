import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../members/handlers.ts";
import { closeMonth } from "../payouts/handlers.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";
import { testClock } from "../../testing/clock.ts";
import { COMPANY_ENV, saveTestPayee } from "../../testing/einvoice.ts";
import { newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { startTestWorker, waitFor } from "../../testing/jobs.ts";
import { startMyInvoisStandIn, type MyInvoisStandIn } from "../../testing/myinvois-stand-in.ts";

// The server's own background work, not a test's call of the job: a close queues the payout's
// e-invoice through the subscription, which wakes the job einvoice.submit on the worker, which
// submits it to MyInvois and follows it to valid (decision 61).
const clock = testClock(new Date("2026-11-05T02:00:00.000Z"));
let t: TestRuntime;
let myInvois: MyInvoisStandIn;
let worker: ReturnType<typeof startTestWorker> | null = null;

beforeAll(async () => {
  myInvois = await startMyInvoisStandIn();
  t = await startTestRuntime({ ...COMPANY_ENV, ...myInvois.env() }, { clock });
  const { memberId } = await t.run(registerMember(newMember("Worker"), {}), clock);
  myInvois.register({ tin: "IG2000000010", idType: "NRIC", idValue: "900101140001" });
  await saveTestPayee(t, memberId, { tin: "IG2000000010", identityNumber: "900101140001" });
  const postId = await t.run(
    submitPost(
      memberId,
      { title: "Kopi", url: "https://tiktok.com/@w/video/1", platform: "tiktok" },
      { actor: memberId },
    ),
    clock,
  );
  await t.run(approvePost(postId, { actor: "system" }), clock);
  clock.set(new Date("2026-12-02T02:00:00.000Z"));
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await myInvois?.close();
});

describe("the e-invoice job on the server's worker", () => {
  it("takes a closed month's payout to a valid e-invoice with nothing more done", async () => {
    worker = startTestWorker(t, { einvoice: { pollDelayMs: 0 } });
    await t.run(closeMonth(202611, { actor: "cli" }), clock);
    const [valid] = await waitFor("the e-invoice to be valid", () =>
      t
        .sql<{ state: string; uuid: string }>(`SELECT state, uuid FROM einvoices WHERE state = 'valid'`)
        .then((rows) => rows.length > 0 && rows),
    );
    expect(valid!.uuid).toBe(myInvois.documents.held[0]!.uuid);
    expect(myInvois.documents.held).toHaveLength(1);
  });
});
