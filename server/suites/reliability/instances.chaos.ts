import fs from "node:fs";
import { Effect } from "effect";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../../modules/auth/handlers.ts";
import { LIMITS } from "../../modules/credentials/rate-limit.ts";
import { registerMember, setAdmin } from "../../modules/members/handlers.ts";
import { Database } from "../../platform/db/database.ts";
import { startBrevoStandIn, type BrevoStandIn } from "../../testing/brevo-stand-in.ts";
import { ADMIN_URL, freshConfig, newMember, tempDir, withDb, type TestConfig } from "../../testing/harness.ts";
import { expectOk, request } from "../../testing/http.ts";
import { waitFor } from "../../testing/jobs.ts";
import { png } from "../../modules/images/testing/fixtures.ts";
import { awayFromWindowEdge } from "../security-checks/support.ts";
import { crashChecks } from "./crash-checks.ts";
import { ipFor, person } from "./http.ts";
import { acknowledged, startLoad } from "./load.ts";
import { startMailRelay, startNginx, type MailRelay, type Nginx } from "./proxy.ts";
import { freePort, startServer, type ServerProcess } from "./server-process.ts";

// Three server processes on one PostgreSQL database behind nginx, each with a data folder of its
// own (nothing on one's disk is another's). Sessions, rate limits and uploads are the database's,
// so any instance answers for any other; under write load each is killed with kill -9 while it
// sends a mail, and started again. Every acknowledged write survives, and each mail job is taken
// over and sent once: the resend carries the same idempotency key, which Brevo answers once.
const INSTANCES = 3;
const MAILS_PER_KILL = 4;

let config: TestConfig;
let brevo: BrevoStandIn;
let relay: MailRelay;
let nginx: Nginx;
let db: pg.Pool;
let env: Record<string, string | undefined>;
let admin = { id: 0, token: "" };
const ports: Array<number> = [];
const servers: Array<ServerProcess> = [];
/** Password resets asked for and accepted, by email: each is one mail. */
const resets = new Map<string, number>();
let people = 50_000;

const dataDirs: Array<string> = [];
/** Instance `i` on its port, with a new data folder each start: nothing it wrote there is needed again. */
const start = (i: number) => {
  dataDirs.push(tempDir("jemput-instance-"));
  return startServer({ ...env, PORT: String(ports[i]), DATA_DIR: dataDirs.at(-1) });
};
const at = (i: number) => servers[i % INSTANCES]!.baseUrl;
const joinVia = async (baseUrl: string) => {
  const who = person("many", (people += 1));
  const r = await expectOk(baseUrl, "POST", "/api/auth/register", { body: who, ip: ipFor(people) });
  return { ...who, id: (r["user"] as { id: number }).id, token: String(r["token"]) };
};
const askReset = async (baseUrl: string, email: string) => {
  const r = await request(baseUrl, "POST", "/api/auth/forgot-password", { body: { email }, ip: ipFor((people += 1)) });
  if (r.status === 200) resets.set(email, (resets.get(email) ?? 0) + 1);
  return r.status;
};

describe.skipIf(!ADMIN_URL)("three instances behind nginx on one database", () => {
  beforeAll(async () => {
    config = await freshConfig();
    brevo = await startBrevoStandIn();
    relay = await startMailRelay(brevo.url);
    env = { ...config.env, ...brevo.env, BREVO_API_URL: relay.url, LOG_LEVEL: "error" };
    db = new pg.Pool({ connectionString: env["DATABASE_URL"]!, max: 2 });
    for (let i = 0; i < INSTANCES; i++) ports.push(await freePort());
    // The first start migrates; the others wait on its lock and find nothing to do.
    servers.push(...(await Promise.all(ports.map((_, i) => start(i)))));
    nginx = await startNginx(ports);
    admin = await withDb(
      env,
      Effect.gen(function* () {
        const who = newMember("Lead");
        const { memberId } = yield* registerMember(who, { requestId: "chaos" });
        yield* setAdmin(who.email, true, { actor: "cli" });
        return { id: memberId, token: yield* openSession(yield* Database, memberId, new Date(), "verified") };
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill9()));
    await nginx?.stop();
    await relay?.close();
    await brevo?.close();
    await db?.end();
    await config?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a session opened through one instance works through all; one that ended is refused by all", async () => {
    const member = await joinVia(at(0));
    const other = await expectOk(at(1), "POST", "/api/auth/login", {
      body: { email: member.email, password: member.password },
    });
    for (let i = 0; i < INSTANCES; i++)
      for (const token of [member.token, String(other["token"])])
        expect((await request(at(i), "GET", "/api/profile", { token })).status, `instance ${i}`).toBe(200);
    await expectOk(at(2), "POST", "/api/auth/logout", { token: member.token });
    for (let i = 0; i < INSTANCES; i++) {
      expect((await request(at(i), "GET", "/api/profile", { token: member.token })).status, `instance ${i}`).toBe(401);
      expect((await request(at(i), "GET", "/api/profile", { token: String(other["token"]) })).status).toBe(200);
    }
  });

  it("a rate limit counts attempts on every instance: the next one is refused wherever it lands", async () => {
    const limit = LIMITS.forgotPerEmail;
    await awayFromWindowEdge(limit.windowSeconds);
    const member = await joinVia(at(0));
    for (let n = 0; n < limit.max; n++) expect(await askReset(at(n), member.email), `attempt ${n + 1}`).toBe(200);
    for (const baseUrl of [...servers.map((s) => s.baseUrl), nginx.url])
      expect(await askReset(baseUrl, member.email), baseUrl).toBe(429);
  });

  it("an image uploaded through one instance is served, the same bytes and ETag, by every other", async () => {
    const banner = await png(40, 20);
    const uploaded = await request(at(0), "POST", "/api/admin/upload-image", {
      token: admin.token,
      form: { description: "Merdeka", image: { bytes: banner, name: "merdeka.png", type: "image/png" } },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const member = await joinVia(at(1));
    const saved = await expectOk(at(1), "PUT", "/api/profile", {
      token: member.token,
      body: { ...member, profilePicture: `data:image/png;base64,${(await png(12, 12)).toString("base64")}` },
    });
    for (const url of [String(uploaded.json["url"]), String(saved["profilePicture"])]) {
      const answers = await Promise.all(servers.map((s) => fetch(`${s.baseUrl}${url}`)));
      const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())));
      const etag = answers[0]!.headers.get("etag");
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      for (const [i, a] of answers.entries()) {
        expect([a.status, a.headers.get("etag"), a.headers.get("cache-control")], `${url} on ${i}`).toEqual([
          200,
          etag,
          "public, max-age=31536000, immutable",
        ]);
        expect(bodies[i]!.equals(bodies[0]!), `${url} on ${i}`).toBe(true);
        const again = await fetch(`${at(i)}${url}`, { headers: { "if-none-match": etag! } });
        expect(again.status).toBe(304);
      }
    }
  });

  it("under write load, each instance killed with kill -9 while sending mail and started again", async () => {
    const ack = acknowledged();
    const load = startLoad({ baseUrl: nginx.url, run: "many", adminToken: admin.token, ack, workers: 9 });
    const stranded: Array<number> = [];
    for (let victim = 0; victim < INSTANCES; victim++) {
      await waitFor("the load to get going", () => load.acknowledgedSoFar() >= 30 * (victim + 1), 60_000);
      // Mail sends hang in the relay, so every worker holds one when the victim dies.
      relay.hold();
      const fresh = [...ack.members.values()].filter((m) => !resets.has(m.email)).slice(0, MAILS_PER_KILL);
      for (const m of fresh) expect(await askReset(nginx.url, m.email)).toBe(200);
      const pid = servers[victim]!.pid;
      // Killed once its send has reached "Brevo", whose answer it then never hears.
      const job = await waitFor(`instance ${victim} to send a mail`, async () => {
        const {
          rows: [row],
        } = await db.query<{ id: number; key: string }>(
          `SELECT id, payload ->> 'key' AS key FROM jobs WHERE state = 'running' AND locked_by LIKE $1`,
          [`%:${pid}:%`],
        );
        return row !== undefined && relay.sends.has(row.key) && row;
      });
      stranded.push(job.id);
      await servers[victim]!.kill9();
      relay.release();
      // A job's lock goes stale after a minute without its holder; aged here rather than waited for.
      await db.query(`UPDATE jobs SET locked_at = now() - interval '10 minutes' WHERE id = $1 AND state = 'running'`, [
        job.id,
      ]);
      const before = load.acknowledgedSoFar();
      await waitFor("the others to carry the load", () => load.acknowledgedSoFar() >= before + 15, 30_000);
      servers[victim] = await start(victim);
    }
    const stats = await load.stop();
    await waitFor(
      "every mail to be sent",
      async () => (await db.query(`SELECT 1 FROM jobs WHERE state IN ('queued', 'running')`)).rows.length === 0,
      60_000,
    );
    expect(
      [ack.members.size, ack.posts.size, ack.approved.size].every((n) => n > 10),
      JSON.stringify(stats),
    ).toBe(true);

    // Every acknowledged write is there, whole, and each member's session reads it back on every instance.
    expect(
      await withDb(
        env,
        Effect.flatMap(Database, (d) => crashChecks(d, ack)),
      ),
    ).toEqual([]);
    const members = [...ack.members.entries()];
    for (const [n, [id, m]] of members.entries()) {
      const posts = await request(at(n), "GET", "/api/posts", { token: m.token });
      expect(posts.status, `member ${id}`).toBe(200);
      const listed = new Map(
        (posts.json as unknown as Array<{ id: string; status: string }>).map((p) => [p.id, p.status]),
      );
      for (const [postId, p] of ack.posts) {
        if (p.memberId !== id) continue;
        expect(listed.has(postId), `post ${postId}`).toBe(true);
        if (ack.approved.has(postId)) expect(listed.get(postId), `post ${postId}`).toBe("approved");
      }
    }

    // Each mail: one job, done; the stranded ones claimed again; Brevo took each key once.
    const { rows: jobs } = await db.query<{ id: number; state: string; attempts: number; key: string; to: string }>(
      `SELECT id, state, attempts, payload ->> 'key' AS key, payload ->> 'to' AS to FROM jobs WHERE kind = 'mail.send'`,
    );
    expect(jobs.filter((j) => j.state !== "done")).toEqual([]);
    const sent = new Map<string, number>();
    for (const j of jobs) sent.set(j.to, (sent.get(j.to) ?? 0) + 1);
    expect(Object.fromEntries(sent)).toEqual(Object.fromEntries(resets));
    for (const id of stranded) expect(jobs.find((j) => j.id === id)?.attempts, `job ${id}`).toBeGreaterThanOrEqual(2);
    const delivered = brevo.mails.map((m) => (m.body["headers"] as Record<string, string>)["idempotencyKey"]);
    expect(delivered.toSorted()).toEqual(jobs.map((j) => j.key).toSorted());
    // The stranded jobs' mails went out twice, and Brevo sent them once.
    for (const id of stranded) expect(relay.sends.get(jobs.find((j) => j.id === id)!.key)).toBe(2);
  });
});
