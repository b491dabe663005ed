import fs from "node:fs";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { openSession } from "../../modules/auth/handlers.ts";
import { Database } from "../../platform/db/database.ts";
import { waitFor } from "../../testing/jobs.ts";
import { registerMember, setAdmin } from "../../modules/members/handlers.ts";
import { ADMIN_URL, freshConfig, newMember, tempDir, withDb } from "../../testing/harness.ts";
import { crashChecks } from "./crash-checks.ts";
import { request } from "../../testing/http.ts";
import { rebuildTable, runCli } from "./http.ts";
import { acknowledged, startLoad, type Acknowledged, type LoadStats } from "./load.ts";
import { startServer } from "./server-process.ts";

// kill -9 under write load: the server process dies mid-request three times and is started
// again on the same data. Afterwards every write it acknowledged is there (over HTTP and in
// the tables), no transaction is there in part, and `jemput rebuild` finds the projections
// exactly as the log gives them. Once on the PostgreSQL server, once on the embedded database
// (whose PostgreSQL runs inside the killed process).
const CYCLES = 3;
const WORKERS = 12;

type Env = Record<string, string | undefined>;

const bootstrapAdmin = (env: Env) =>
  withDb(
    env,
    Effect.gen(function* () {
      const who = newMember("Chaos");
      const { memberId } = yield* registerMember(who, { requestId: "chaos" });
      yield* setAdmin(who.email, true, { actor: "cli" });
      // An admin's session with its second factor given, as test fixtures make (testing/admin.ts).
      return { id: memberId, token: yield* openSession(yield* Database, memberId, new Date(), "verified") };
    }),
  );

/** Every acknowledged member's session, post and approval, read back through the API. */
const readBack = async (baseUrl: string, ack: Acknowledged) => {
  const problems: Array<string> = [];
  const members = [...ack.members.entries()];
  for (let i = 0; i < members.length; i += 16) {
    await Promise.all(
      members.slice(i, i + 16).map(async ([id, m]) => {
        const mine = [...ack.posts.entries()].filter(([, p]) => p.memberId === id);
        const posts = await request(baseUrl, "GET", "/api/posts", { token: m.token });
        if (posts.status !== 200) return void problems.push(`member ${id}: GET /api/posts answered ${posts.status}`);
        const listed = new Map(
          (posts.json as unknown as Array<{ id: string; status: string }>).map((p) => [p.id, p.status]),
        );
        for (const [postId] of mine) {
          const status = listed.get(postId);
          if (status === undefined) problems.push(`member ${id}: post ${postId} not listed`);
          else if (ack.approved.has(postId) && status !== "approved")
            problems.push(`member ${id}: post ${postId} is ${status}`);
        }
      }),
    );
  }
  return problems;
};

const crashUnderLoad = (mode: string, makeEnv: () => Promise<{ env: Env; drop: () => Promise<void> }>) =>
  it(`${mode}: every acknowledged write survives kill -9, nothing half-written, rebuild agrees`, async () => {
    const { env, drop } = await makeEnv();
    try {
      const admin = await bootstrapAdmin(env);
      const ack = acknowledged();
      const kills: Array<LoadStats & { inFlight: number }> = [];
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        const server = await startServer({ ...env, LOG_LEVEL: "error" });
        const load = startLoad({
          baseUrl: server.baseUrl,
          run: "chaos",
          adminToken: admin.token,
          ack,
          workers: WORKERS,
        });
        // Kill once the load is well under way, at a moment nobody chose.
        await waitFor("the load to get going", () => load.acknowledgedSoFar() >= 40, 60_000);
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1_000));
        const inFlight = load.inFlight();
        await server.kill9();
        kills.push({ ...(await load.stop()), inFlight });
      }
      // Every kill caught requests half-way, and the load wrote all three kinds of thing.
      for (const kill of kills) expect(kill.inFlight, JSON.stringify(kills)).toBeGreaterThan(0);
      expect(kills.reduce((n, k) => n + k.cutOff, 0)).toBeGreaterThan(0);
      expect(
        [ack.members.size, ack.posts.size, ack.approved.size].every((n) => n > 10),
        JSON.stringify(kills),
      ).toBe(true);

      const server = await startServer({ ...env, LOG_LEVEL: "error" });
      try {
        expect(await readBack(server.baseUrl, ack)).toEqual([]);
      } finally {
        await server.stop();
      }
      expect(
        await withDb(
          env,
          Effect.gen(function* () {
            return yield* crashChecks(yield* Database, ack);
          }),
        ),
      ).toEqual([]);

      const rebuild = await runCli(env, ["rebuild"]);
      expect(rebuild.code, rebuild.err).toBe(0);
      const tables = rebuildTable(rebuild.out);
      expect(tables.map((t) => t.table).toSorted()).toEqual([
        "activities",
        "closed_months",
        "ledger_lines",
        "member_search",
        "member_suspensions",
        "members",
        "monthly_income",
        "payout_lines",
        "payouts",
        "posts",
        "risk_flags",
      ]);
      for (const t of tables) expect(t.after, `${t.table} rebuilt from the log`).toBe(t.before);
    } finally {
      await drop();
    }
  });

describe("crash under write load", () => {
  if (ADMIN_URL) {
    crashUnderLoad("PostgreSQL server", async () => {
      const config = await freshConfig();
      return { env: config.env, drop: config.drop };
    });
  }
  crashUnderLoad("embedded database", async () => {
    const dataDir = tempDir("jemput-chaos-");
    return {
      env: { DATA_DIR: dataDir, LOG_LEVEL: "silent", JEMPUT_DEMO: "0" },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  });
});
