import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { register } from "../server/modules/auth/handlers.ts";
import { recordEvidence, type EvidenceAnswer } from "../server/modules/evidence/store.ts";
import { claimHandle } from "../server/modules/handles/store.ts";
import { approvePost, submitPost } from "../server/modules/posts/handlers.ts";
import { Database } from "../server/platform/db/database.ts";
import { withClock } from "../server/testing/clock.ts";
import { freshConfig, withDb, type TestConfig } from "../server/testing/harness.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// `jemput posts approve-matching` approves the oldest pending posts whose evidence matches, up
// to --limit, once the operator confirms what they pay, and exactly the posts it showed: a post
// decided or changed meanwhile is skipped, one that came to match meanwhile waits for the next run.
const T = new Date("2026-11-02T02:00:00.000Z");
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);

const cli = async (
  env: TestConfig["env"],
  answer: string | ((q: string) => Promise<string>) | null,
  ...args: string[]
) => {
  let out = "";
  const asked: Array<string> = [];
  const ask = async (question: string) => {
    asked.push(question);
    return typeof answer === "function" ? answer(question) : (answer ?? "");
  };
  const io = { out: (s: string) => void (out += s), err: () => {}, env, ...(answer === null ? {} : { ask }) };
  let error: unknown = null;
  try {
    await buildProgram(io).parseAsync(["node", "jemput", "posts", "approve-matching", ...args]);
  } catch (caught) {
    error = caught;
  }
  return { out, asked, error };
};

let db: TestConfig;
const ids: Record<string, string> = {};
let ping = 0;
let nadia = 0;
let people = 0;

const video = (handle: string, n: number) => `https://www.tiktok.com/@${handle}/video/${7_600_000_000_000 + n}`;
const by = (authorHandle: string): EvidenceAnswer => ({ outcome: "found", authorHandle, authorName: authorHandle });
let videos = 0;
/** A TikTok post of `memberId` submitted at `when`, with the platform's answer when given. */
const post = (memberId: number, handle: string, when: Date, answer: EvidenceAnswer | null) =>
  Effect.gen(function* () {
    const postId = yield* withClock(
      submitPost(
        memberId,
        { title: `Post ${++videos}`, url: video(handle, videos), platform: "tiktok" },
        { actor: memberId },
      ),
      when,
    );
    if (answer) yield* recordEvidence(yield* Database, postId, answer, when);
    return postId;
  });

const statuses = () =>
  withDb(
    db.env,
    Effect.flatMap(Database, (sql) =>
      sql.query<{ post_id: string; status: string }>(`SELECT post_id, status FROM posts`),
    ),
  ).then((rows) =>
    Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, rows.find((r) => r.post_id === id)?.status])),
  );
const approvedKeys = async () =>
  Object.entries(await statuses())
    .filter(([, s]) => s === "approved")
    .map(([k]) => k)
    .sort();
const ledger = () =>
  withDb(
    db.env,
    Effect.flatMap(Database, (sql) =>
      sql.query<{ n: number; sen: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount_sen), 0)::bigint AS sen FROM ledger_lines`,
      ),
    ),
  ).then(([row]) => row!);

beforeAll(async () => {
  db = await freshConfig();
  await withDb(
    db.env,
    Effect.gen(function* () {
      const sql = yield* Database;
      const join = (firstName: string, code: string | null) =>
        Effect.map(
          register(
            {
              email: `${firstName.toLowerCase()}@posts.jemput.test`,
              password: "Approve-matching-1",
              firstName,
              lastName: "Semak",
              phoneNumber: `+60135${String(++people).padStart(6, "0")}`,
              referredByCode: code,
            },
            "cli-test",
          ),
          (a) => ({ id: Number(a.user["id"]), code: String(a.user["referralId"]) }),
        );
      const grace = yield* join("Grace", null);
      const rafi = yield* join("Rafi", grace.code);
      ping = (yield* join("Ping", rafi.code)).id;
      nadia = (yield* join("Nadia", null)).id;
      yield* claimHandle(sql, ping, "tiktok", "ping.makes", T);
      yield* claimHandle(sql, nadia, "tiktok", "nadia.eats", T);
      // Older than every match, and never theirs to approve: pending evidence, another author, gone.
      ids["waiting"] = yield* post(nadia, "nadia.eats", at(0), null);
      ids["other"] = yield* post(nadia, "nadia.eats", at(1), by("someone.else"));
      ids["gone"] = yield* post(nadia, "nadia.eats", at(2), { outcome: "missing", detail: "HTTP 404" });
      for (const n of [1, 2, 3, 4, 5]) ids[`ping${n}`] = yield* post(ping, "ping.makes", at(10 + n), by("ping.makes"));
      ids["nadia"] = yield* post(nadia, "nadia.eats", at(20), by("nadia.eats"));
    }),
  );
});
afterAll(async () => {
  await db?.drop();
});

describe("jemput posts approve-matching", () => {
  it("prints what it would approve and approves nothing without a terminal to ask or --yes", async () => {
    const r = await cli(db.env, null);
    expect(r.out).toBe(
      "posts approve-matching: would approve 6 posts whose evidence matches, oldest first\n" +
        "posts approve-matching: would pay RM 1,200.00 to posters, RM 200.00 to uplines, RM 1,400.00 in all\n",
    );
    expect(r.error).toBeInstanceOf(CliFailure);
    expect((r.error as Error).message).toContain("confirm with --yes");
    expect(await approvedKeys()).toEqual([]);
  });

  it("asks at the terminal, and changes nothing when the answer is not yes", async () => {
    const before = await ledger();
    const r = await cli(db.env, "n");
    expect(r.asked).toEqual(["Approve these 6 posts? [y/N] "]);
    expect(r.out).toContain("posts approve-matching: not confirmed, nothing approved\n");
    expect(r.error).toBeNull();
    expect(await approvedKeys()).toEqual([]);
    expect(await ledger()).toEqual(before);
  });

  it("approves the oldest matching posts up to --limit, paying the poster and both uplines", async () => {
    const r = await cli(db.env, null, "--limit", "2", "--yes");
    expect(r.error).toBeNull();
    expect(r.out).toBe(
      "posts approve-matching: would approve 2 posts whose evidence matches, oldest first (of 6 waiting; --limit takes more)\n" +
        "posts approve-matching: would pay RM 400.00 to posters, RM 80.00 to uplines, RM 480.00 in all\n" +
        "posts approve-matching: approved 2 posts, paying RM 400.00 to posters, RM 80.00 to uplines, RM 480.00 in all\n" +
        "posts approve-matching: none skipped\n",
    );
    expect(await approvedKeys()).toEqual(["ping1", "ping2"]);
    // RM 200 to Ping, RM 30 to Rafi and RM 10 to Grace, for each.
    expect(await ledger()).toEqual({ n: 6, sen: 48_000 });
    const actors = await withDb(
      db.env,
      Effect.flatMap(Database, (sql) =>
        sql.query<{ actor: unknown }>(`SELECT metadata -> 'actor' AS actor FROM events WHERE type = 'PostApproved'`),
      ),
    );
    expect(actors).toEqual([{ actor: "cli" }, { actor: "cli" }]);
  });

  it("approves exactly the posts it showed: one decided meanwhile and one changed are skipped, a new match waits", async () => {
    const r = await cli(db.env, async () => {
      // While the operator reads the preview: an admin approves one, another's evidence changes,
      // and a post older than all of them comes to match.
      await withDb(
        db.env,
        Effect.gen(function* () {
          const sql = yield* Database;
          yield* approvePost(ids["ping3"]!, { actor: "cli" });
          yield* recordEvidence(sql, ids["nadia"]!, by("not.nadia"), at(30));
          ids["late"] = yield* post(ping, "ping.makes", at(-60), by("ping.makes"));
        }),
      );
      return "y";
    });
    expect(r.error).toBeNull();
    expect(r.asked).toEqual(["Approve these 4 posts? [y/N] "]);
    expect(r.out).toContain(
      "posts approve-matching: approved 2 posts, paying RM 400.00 to posters, RM 80.00 to uplines, RM 480.00 in all\n" +
        "posts approve-matching: 2 skipped: 1 decided meanwhile, 1 evidence no longer matches\n",
    );
    expect(await approvedKeys()).toEqual(["ping1", "ping2", "ping3", "ping4", "ping5"]);
    expect((await statuses())["late"]).toBe("pending");
  });

  it("approves what came to match on the next run, and nothing new on the run after", async () => {
    const first = await cli(db.env, null, "--yes");
    expect(first.out).toContain("posts approve-matching: approved 1 post, paying RM 200.00 to posters");
    const again = await cli(db.env, null, "--yes");
    expect([again.error, again.out]).toEqual([
      null,
      "posts approve-matching: no pending post's evidence matches, nothing to approve\n",
    ]);
    expect(await statuses()).toMatchObject({ waiting: "pending", other: "pending", gone: "pending", nadia: "pending" });
    // Six of Ping's posts, each paying three lines.
    expect(await ledger()).toEqual({ n: 18, sen: 144_000 });
  });

  it("refuses a limit beyond 10,000 before opening the database", async () => {
    const r = await cli(db.env, null, "--limit", "10001", "--yes");
    expect(r.error).not.toBeNull();
    expect(r.out).toBe("");
  });
});
