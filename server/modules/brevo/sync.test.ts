import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { jobSettled, startTestWorker, waitFor } from "../../testing/jobs.ts";
import type { Worker } from "../../platform/jobs/worker.ts";
import { seedDatabase } from "../../../tools/seed/write.ts";
import { startBrevoStandIn, type BrevoStandIn } from "../../testing/brevo-stand-in.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { CONTACT_ATTRIBUTES } from "./contacts.ts";

// Contact attributes and the contact sync against a local Brevo stand-in, on 2,500 seeded
// members: batches of 500, failures in the middle, and a restart half-way.
let brevo: BrevoStandIn;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { token: "", id: 0 };
let members = 0;
const workers: Array<Worker> = [];

beforeAll(async () => {
  brevo = await startBrevoStandIn();
  app = await startTestApp({ env: brevo.env });
  api = client(app);
  await app.run(
    seedDatabase({ members: 2_500, months: 1, seed: 11, now: new Date(), passwordHash: "not-a-real-hash" }),
  );
  admin = await api.registerAdmin("Zainab");
  // Someone whose private details must never reach Brevo.
  await app.sql(`UPDATE profiles SET details = details || $2::jsonb WHERE member_id = $1`, [
    1,
    JSON.stringify({
      bankAccountNumber: "5140-1234-9876",
      bankName: "Maybank",
      bankAccountHolderName: "SECRET HOLDER",
      dateOfBirth: "1990-04-01",
      ethnicity: "kadazan_dusun",
      deliveryAddressLine1: "12 Jalan Rahsia",
      deliveryPostalCode: "88000",
    }),
  ]);
  members = (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM profiles`))[0]!.n;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await app?.close();
  await brevo?.close();
});

const importedRows = (from = 0) => brevo.imports.slice(from).flatMap((i) => i.body.jsonBody);

describe("POST /api/admin/brevo/setup-attributes", () => {
  it("creates the product's attributes, and finds them existing the second time", async () => {
    const first = await api.ok("POST", "/api/admin/brevo/setup-attributes", admin.token);
    expect(first).toEqual({ created: CONTACT_ATTRIBUTES.map((a) => a.name), existing: [] });
    expect(Object.fromEntries(brevo.attributes)).toEqual(
      Object.fromEntries(CONTACT_ATTRIBUTES.map((a) => [a.name, a.type])),
    );
    const second = await api.ok("POST", "/api/admin/brevo/setup-attributes", admin.token);
    expect(second).toEqual({ created: [], existing: CONTACT_ATTRIBUTES.map((a) => a.name) });
  });
});

describe("POST /api/admin/brevo/sync-all-contacts", () => {
  it("imports every member once in batches of 500, through a 429 and a 500 in the middle", async () => {
    const from = brevo.imports.length;
    brevo.failNext("POST /contacts/import", null, null, { status: 429, resetSeconds: 1 }, { status: 500 });
    brevo.failNext("GET /processes", null, null, null, { status: 502 });
    const started = await api.call("POST", "/api/admin/brevo/sync-all-contacts", admin.token);
    expect([started.status, started.json]).toEqual([
      202,
      { totalContacts: members, jobId: expect.any(Number), started: true },
    ]);
    // A second click while it runs joins the same sync.
    const again = await api.ok("POST", "/api/admin/brevo/sync-all-contacts", admin.token);
    expect(again).toEqual({ totalContacts: members, jobId: started.json["jobId"], started: false });

    workers.push(startTestWorker(app));
    const job = await jobSettled(app, Number(started.json["jobId"]));
    expect(job).toMatchObject({
      state: "done",
      result: { contacts: members, batches: 6, listId: 7 },
      progress: { total: members, done: members },
    });

    const statuses = brevo.log.filter((r) => r.path === "/contacts/import").map((r) => r.status);
    expect(statuses.slice(-8)).toEqual([202, 202, 429, 500, 202, 202, 202, 202]);
    expect(brevo.log.some((r) => r.path.startsWith("/processes/") && r.status === 502)).toBe(true);
    const rows = importedRows(from);
    expect(rows).toHaveLength(members);
    expect(new Set(rows.map((r) => r.email)).size).toBe(members);
    expect(brevo.imports.slice(from).map((i) => i.body.jsonBody.length)).toEqual([
      500,
      500,
      500,
      500,
      500,
      members - 2_500,
    ]);
    for (const { body } of brevo.imports.slice(from)) {
      expect(body).toMatchObject({ listIds: [7], updateExistingContacts: true, emptyContactsAttributes: false });
    }

    const view = await api.ok("GET", `/api/admin/jobs/${job.id}`, admin.token);
    expect(view).toMatchObject({
      id: job.id,
      kind: "brevo.sync-contacts",
      state: "done",
      progress: { done: members, total: members },
      error: null,
    });
    expect(view).not.toHaveProperty("payload");
    const list = await api.ok("GET", "/api/admin/jobs?kind=brevo.sync-contacts", admin.token);
    expect(list.map((j) => j["id"])).toEqual([job.id]);
  });

  it("sends only the product's attributes, with the member's figures, and no private details", async () => {
    const rows = importedRows();
    const names = new Set(CONTACT_ATTRIBUTES.map((a) => a.name));
    for (const row of rows) for (const key of Object.keys(row.attributes)) expect(names.has(key), key).toBe(true);
    const text = JSON.stringify(brevo.imports);
    for (const secret of [
      "5140-1234-9876",
      "Maybank",
      "SECRET HOLDER",
      "1990-04-01",
      "kadazan",
      "Jalan Rahsia",
      "88000",
    ])
      expect(text).not.toContain(secret);

    const [first] = await app.sql<{
      email: string;
      referral_code: string;
      phone_number: string;
      team_size: number;
      direct_recruits: number;
      joined: string;
      state: string;
    }>(
      `SELECT p.email, m.referral_code, p.phone_number, m.team_size, m.direct_recruits, to_char(m.joined_at AT TIME ZONE 'Asia/Kuala_Lumpur', 'YYYY-MM-DD') AS joined,
              p.details ->> 'state' AS state
         FROM profiles p JOIN members m USING (member_id) WHERE p.member_id = 1`,
    );
    const [income] = await app.sql<{ sen: number }>(
      `SELECT coalesce(sum(total_sen), 0)::bigint AS sen FROM monthly_income WHERE member_id = 1 AND period = (SELECT max(period) FROM monthly_income)`,
    );
    const contact = rows.find((r) => r.email === first!.email)!;
    expect(contact.attributes).toMatchObject({
      SMS: first!.phone_number,
      REFERRAL_ID: first!.referral_code,
      REFERRAL_LINK: `${app.config.publicUrl}/join/${first!.referral_code}`,
      STATE: first!.state,
      TEAM_SIZE: first!.team_size,
      DIRECT_RECRUITS: first!.direct_recruits,
      MONTHLY_INCOME: income!.sen / 100,
      JOINED: first!.joined,
      PROFILE_COMPLETE: expect.any(Number),
    });
    expect(contact.attributes["PROFILE_COMPLETE"]).toBeGreaterThan(0);
  });

  it("finishes a sync after a restart without importing any batch twice", async () => {
    const from = brevo.imports.length;
    // Brevo keeps the third import in process, so the first worker is following it when it stops.
    const release = brevo.holdProcessesFrom(from + 3);
    const { jobId } = (await api.ok("POST", "/api/admin/brevo/sync-all-contacts", admin.token)) as unknown as {
      jobId: number;
    };
    const first = startTestWorker(app);
    const halfway = await waitFor("the third import to be in process", async () => {
      const [job] = await app.sql<{ progress: { batches: number; processId: number | null; done: number } }>(
        `SELECT progress FROM jobs WHERE id = $1`,
        [jobId],
      );
      return job!.progress.processId !== null && job!.progress.batches === 2 ? job!.progress : null;
    });
    expect(halfway.done).toBe(1_000);
    await first.stop();
    // As a process that died holding the job would leave it: running, under a lock long stale.
    await app.sql(
      `UPDATE jobs SET state = 'running', locked_by = 'crashed:1', locked_at = now() - interval '10 minutes' WHERE id = $1`,
      [jobId],
    );
    expect(brevo.imports.length - from).toBe(3);
    release();

    workers.push(startTestWorker(app));
    expect(await jobSettled(app, jobId)).toMatchObject({ state: "done", result: { contacts: members, batches: 6 } });
    const rows = importedRows(from);
    expect(rows).toHaveLength(members);
    expect(new Set(rows.map((r) => r.email)).size).toBe(members);
    expect(brevo.imports.length - from).toBe(6);
  });
});
