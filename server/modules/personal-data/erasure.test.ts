import crypto from "node:crypto";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { liveChecksums, rebuildProjections } from "../projections/rebuild.ts";
import { MAIL_JOB } from "../../platform/mail/mailer.ts";
import { issueUnsubscribeToken } from "../mail/unsubscribe.ts";
import { issueSetupCode } from "../two-factor/setup-code.ts";
import { keepAnswers } from "../../platform/social/answers.ts";
import { recordEvidence } from "../evidence/store.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { storedBytes } from "../../testing/uploads.ts";
import { png } from "../images/testing/fixtures.ts";
import { WITHDRAWN_REASON } from "./handlers.ts";
import { buildWorld, last, lastMonth, PASSWORD, SABRINA, type World } from "../../testing/personal-data.ts";
import { downloadFile, issueFile } from "../../testing/payment-file.ts";

// POST /api/profile/erasure over HTTP: Sabrina erases her account. Every trace of her personal
// data is searched for in every text and JSON column of every table (the event log included)
// before and after; every money figure is compared before and after; the log still rebuilds to
// exactly the live projections.
let app: TestApp;
let world: World;
let before: Awaited<ReturnType<typeof moneySnapshot>>;
let keptFile = "";
const q = `month=${lastMonth.month}&year=${lastMonth.year}`;

// Lower-case fragments only Sabrina's data contains.
const TRACES = [
  SABRINA.email,
  "191234567",
  SABRINA.firstName.toLowerCase(),
  SABRINA.lastName.toLowerCase(),
  "1991-07-14",
  "kuih and kopi",
  "sabrina.kopi",
  // Her account number and holder name are only ever sealed (bank_accounts): the rows go, below.
  "cimb bank",
  "jalan sultan iskandar",
  "taman cempaka",
  "31400",
  ...SABRINA.posts.lastMonth.map((t) => t.toLowerCase()),
  SABRINA.posts.thisMonth.toLowerCase(),
  SABRINA.posts.pending.toLowerCase(),
  SABRINA.posts.rejected.toLowerCase(),
];

/** Which traces each text or JSON column of each table still holds. */
const tracesLeft = async (traces: ReadonlyArray<string>) => {
  const columns = await app.sql<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      ORDER BY 1, 2`,
  );
  expect(columns.length).toBeGreaterThan(30);
  const found: Array<string> = [];
  for (const { table_name: table, column_name: column } of columns) {
    const hits = await app.sql<{ trace: string }>(
      `SELECT trace FROM unnest($1::text[]) AS trace WHERE EXISTS (SELECT 1 FROM "${table}" WHERE strpos(lower("${column}"::text), trace) > 0)`,
      [traces],
    );
    for (const { trace } of hits) found.push(`${table}.${column}: ${trace}`);
  }
  return found;
};

const moneySnapshot = async () => ({
  income: await app.sql(`SELECT * FROM monthly_income ORDER BY member_id, period`),
  ledger: await app.sql(`SELECT * FROM ledger_lines ORDER BY position, member_id`),
  payouts: await app.sql(`SELECT * FROM payouts ORDER BY payout_id`),
  activities: await app.sql(`SELECT * FROM activities ORDER BY position, member_id, type`),
  teams: await app.sql(
    `SELECT member_id, referrer_id, level2_referrer_id, direct_recruits, level2_count, team_size, joined_at FROM members ORDER BY member_id`,
  ),
  stats: await world.api.ok("GET", "/api/admin/stats", world.admin.token),
  report: (await world.api.ok("GET", `/api/super-admin/income-reports?${q}`, world.admin.token)).map(
    ({ fullName: _n, username: _u, ...figures }) => figures,
  ),
  kamal: await world.api.ok("GET", "/api/dashboard/stats", world.kamal.token),
  kamalIncome: await world.api.ok("GET", `/api/income?${q}`, world.kamal.token),
});

// Picture files were named "<member id>-<random>.<ext>" before uploads moved into the database;
// those names still serve what they showed (upload_names).
const earlier = () => `avatars/${world.sabrina.id}-0123456789abcdef.png`;
const neighbour = () => `avatars/${world.sabrina.id}0-0123456789abcdef.png`;
/** Her current picture's URL and the earlier one's. */
const pictureUrls = () => [world.picture, `/uploads/${earlier()}`];
/** Keeps `bytes` under an old name, as the move of a file left behind would have. */
const keepUnderOldName = async (name: string, bytes: Buffer) => {
  const hash = crypto.createHash("sha256").update(bytes).digest("hex");
  await app.sql(
    `INSERT INTO uploads (hash, body, content_type, size_bytes) VALUES ($1, $2, 'image/png', $3) ON CONFLICT DO NOTHING`,
    [hash, bytes, bytes.length],
  );
  await app.sql(`INSERT INTO upload_names (name, hash) VALUES ($1, $2)`, [name, hash]);
};

beforeAll(async () => {
  app = await startTestApp();
  world = await buildWorld(app);
  const { api, sabrina } = world;
  // Traces in the operational tables: a reset mail in the outbox, failed-login counters, an
  // unsubscribe token, a mail queued for Brevo and a campaign item that quoted her address.
  await api.ok("POST", "/api/auth/forgot-password", sabrina.token, { email: SABRINA.email });
  expect(
    (await api.call("POST", "/api/auth/login", null, { email: SABRINA.email, password: "not-her-password" })).status,
  ).toBe(401);
  await app.run(
    Effect.gen(function* () {
      return yield* issueUnsubscribeToken(yield* Database, sabrina.id);
    }),
  );
  // Credentials of the account: the browser she signed in from, and an operator's setup code.
  expect((await api.call("POST", "/api/auth/login", null, { email: SABRINA.email, password: PASSWORD })).status).toBe(
    200,
  );
  await app.run(
    Effect.gen(function* () {
      return yield* issueSetupCode(yield* Database, sabrina.id, new Date());
    }),
  );
  // What the platforms said about her posts: her account's name beside each, and kept by link.
  await app.run(
    Effect.gen(function* () {
      const db = yield* Database;
      const posts = yield* db.query<{ post_id: string; link: string }>(
        `SELECT post_id, coalesce(canonical_link, url) AS link FROM posts WHERE member_id = $1`,
        [sabrina.id],
      );
      const answer = {
        outcome: "found",
        authorHandle: "sabrina.kopi",
        authorName: `${SABRINA.firstName} ${SABRINA.lastName}`,
        authorUrl: "https://www.instagram.com/sabrina.kopi",
        title: SABRINA.posts.pending,
        thumbnailUrl: null,
        detail: null,
      } as const;
      for (const { post_id: postId, link } of posts) {
        yield* recordEvidence(db, postId, answer, new Date());
        yield* keepAnswers(db, [{ link, platform: "instagram", answer }], new Date());
      }
    }),
  );
  await app.sql(`INSERT INTO jobs (kind, payload) VALUES ($1, $2)`, [
    MAIL_JOB,
    JSON.stringify({
      key: "k1",
      mail: { to: SABRINA.email, subject: "Reset", html: "<p>Hi Sabrina</p>", text: "Hi Sabrina" },
    }),
  ]);
  const [job] = await app.sql<{ id: number }>(
    `INSERT INTO jobs (kind, state) VALUES ('campaign.referral-reminder', 'done') RETURNING id`,
  );
  await app.sql(`INSERT INTO job_items (job_id, item, state, detail) VALUES ($1, $2, 'failed', $3)`, [
    job!.id,
    sabrina.id,
    `Brevo refused ${SABRINA.email}`,
  ]);
  // Last month's bank file, issued and kept: it holds her account number whole.
  const issued = await issueFile(api, world.admin.token, lastMonth);
  expect(issued.status, issued.text).toBe(200);
  keptFile = String(issued.json["id"]);
  before = await moneySnapshot();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe("POST /api/profile/erasure", () => {
  it("finds every trace of her before (so the search below can fail)", async () => {
    const found = await tracesLeft(TRACES);
    for (const trace of TRACES)
      expect(
        found.some((f) => f.endsWith(`: ${trace}`)),
        trace,
      ).toBe(true);
    const kept = await downloadFile(world.api, world.admin.token, keptFile);
    expect(kept.status).toBe(200);
    expect(kept.text.replace(/\s/g, "")).toContain(SABRINA.profile.bankAccountNumber.replace(/\s/g, ""));
    for (const table of ["bank_accounts", "payout_bank_details", "known_devices", "admin_setup_codes"])
      expect(await app.sql(`SELECT 1 FROM ${table} WHERE member_id = $1`, [world.sabrina.id]), table).not.toEqual([]);
    // Her post titles and links, and her referral code, were in the event log itself.
    expect(found).toEqual(
      expect.arrayContaining(["events.data: sabrina.kopi", "events.data: ipoh white coffee crawl"]),
    );
    expect(found).toEqual(
      expect.arrayContaining(["post_evidence.author_name: sabrina", "social_answers.author_handle: sabrina.kopi"]),
    );
  });

  it("needs a session and the right password, and changes nothing otherwise", async () => {
    const { api, sabrina } = world;
    expect((await api.call("POST", "/api/profile/erasure", null, { password: PASSWORD })).status).toBe(401);
    for (const body of [{}, { password: "" }, { password: 42 }]) {
      const r = await api.call("POST", "/api/profile/erasure", sabrina.token, body);
      expect([r.status, Object.keys(r.json["fields"] as object)], JSON.stringify(body)).toEqual([400, ["password"]]);
    }
    const wrong = await api.call("POST", "/api/profile/erasure", sabrina.token, { password: "kuih-lapis-2025" });
    expect([wrong.status, wrong.json]).toEqual([
      400,
      { error: "The password is not correct", fields: { password: "The password is not correct" } },
    ]);
    expect((await api.call("GET", "/api/profile", sabrina.token)).status).toBe(200);
    expect(await app.sql(`SELECT type FROM events WHERE type = 'MemberErased'`)).toEqual([]);
  });

  it("serves her current picture and an earlier one under its old name, until she is erased", async () => {
    // An earlier picture left behind (from before replaced pictures were deleted), and one of
    // another member whose id starts with her id's digits.
    await keepUnderOldName(earlier(), await png(3, 3));
    await keepUnderOldName(neighbour(), await png(4, 4));
    for (const url of pictureUrls()) expect((await fetch(`${app.baseUrl}${url}`)).status, url).toBe(200);
  });

  it("erases her with her password", async () => {
    const r = await world.api.call("POST", "/api/profile/erasure", world.sabrina.token, { password: PASSWORD });
    expect([r.status, r.json]).toEqual([200, { erased: true }]);
  });

  it("leaves no trace of her in any text or JSON column of any table, the event log included", async () => {
    expect(await tracesLeft([...TRACES, world.sabrina.code.toLowerCase()])).toEqual([]);
    expect(
      await app.sql(`SELECT name FROM upload_names WHERE name LIKE $1`, [`avatars/${world.sabrina.id}-%`]),
    ).toEqual([]);
    for (const url of pictureUrls()) {
      expect((await fetch(`${app.baseUrl}${url}`)).status, url).toBe(404);
      expect(await storedBytes(app, url), url).toBeNull();
    }
    expect((await fetch(`${app.baseUrl}/uploads/${neighbour()}`)).status).toBe(200);
    for (const table of [
      "profiles",
      "sessions",
      "password_resets",
      "unsubscribe_tokens",
      "bank_accounts",
      "payout_bank_details",
      "known_devices",
      "admin_setup_codes",
    ]) {
      expect(await app.sql(`SELECT 1 FROM ${table} WHERE member_id = $1`, [world.sabrina.id]), table).toEqual([]);
    }
    expect(
      await app.sql(`SELECT 1 FROM post_evidence JOIN posts USING (post_id) WHERE member_id = $1`, [world.sabrina.id]),
    ).toEqual([]);
    expect(await app.sql(`SELECT 1 FROM social_answers`)).toEqual([]);
  });

  it("records the erasure in the log with ids only, and withdraws her pending post", async () => {
    const [erased] = await app.sql<{ data: unknown; metadata: { actor: unknown } }>(
      `SELECT data, metadata FROM events WHERE type = 'MemberErased'`,
    );
    expect(erased?.data).toEqual({ memberId: world.sabrina.id, at: expect.any(String) });
    expect(erased?.metadata.actor).toBe(world.sabrina.id);
    const [pending] = await app.sql(`SELECT status, rejection_reason, title, url FROM posts WHERE post_id = $1`, [
      world.pendingId,
    ]);
    expect(pending).toEqual({ status: "rejected", rejection_reason: WITHDRAWN_REASON, title: "", url: "" });
    expect(await app.sql(`SELECT referral_code FROM members WHERE member_id = $1`, [world.sabrina.id])).toEqual([
      { referral_code: `erased-${world.sabrina.id}` },
    ]);
  });

  it("keeps every money figure and team count as it was", async () => {
    const after = await moneySnapshot();
    expect(after).toEqual(before);
    expect(before.payouts.length).toBe(3);
  });

  it("keeps the log rebuilding to exactly the live projections", async () => {
    const live = await app.run(
      Effect.gen(function* () {
        return yield* liveChecksums(yield* Database);
      }),
    );
    const rebuilt = await app.run(
      Effect.gen(function* () {
        const db = yield* Database;
        yield* db.transaction((tx) => rebuildProjections(tx));
        return yield* liveChecksums(db);
      }),
    );
    expect(rebuilt).toEqual(live);
  });

  it("lets her sign in no more, by session, password or reset", async () => {
    const { api, sabrina } = world;
    expect((await api.call("GET", "/api/profile", sabrina.token)).status).toBe(401);
    expect((await api.call("POST", "/api/auth/login", null, { email: SABRINA.email, password: PASSWORD })).status).toBe(
      401,
    );
    await api.ok("POST", "/api/auth/forgot-password", sabrina.token, { email: SABRINA.email });
    expect(await app.sql(`SELECT 1 FROM outbox`)).toEqual([]);
    expect(await app.sql(`SELECT 1 FROM password_resets`)).toEqual([]);
  });

  it("refuses her old referral code and the erased one", async () => {
    for (const code of [world.sabrina.code, `erased-${world.sabrina.id}`]) {
      const r = await world.api.call("POST", "/api/auth/register", null, {
        email: `newcomer.${code.length}@erase.jemput.my`,
        password: PASSWORD,
        firstName: "Nora",
        lastName: "Baru",
        phoneNumber: `01712345${code.length % 10}0`,
        referredBy: code,
      });
      expect([r.status, r.json["error"]], code).toEqual([400, "Invalid referral code"]);
    }
  });
});

describe("what others see of an erased member", () => {
  it("shows her as a former member in her referrer's team, with nothing else about her", async () => {
    const team = (await world.api.ok("GET", "/api/dashboard/team", world.kamal.token)) as unknown as {
      level1: Array<Record<string, unknown>>;
      level2: Array<Record<string, unknown>>;
    };
    expect(team.level1).toEqual([
      expect.objectContaining({
        id: world.sabrina.id,
        firstName: "Former member",
        lastName: "",
        email: "",
        phoneNumber: "",
        username: "",
        bio: null,
        city: null,
        socialMediaLinks: {},
        profilePicture: null,
        directRecruits: 1,
        totalPosts: 3,
      }),
    ]);
    expect(team.level2).toEqual([
      expect.objectContaining({ id: world.daniel.id, referrerName: "Former member", referralCodeUsed: null }),
    ]);
  });

  it("shows admins her income and payout without her name or bank details, and leaves the payout out of the bank file", async () => {
    const { api, admin, sabrina } = world;
    const payouts = await api.ok("GET", `/api/admin/payouts?${q}`, admin.token);
    expect(payouts.find((p) => p["memberId"] === sabrina.id)).toMatchObject({
      memberName: "Former member",
      email: null,
      amount: 430,
      status: "issued",
      bankName: null,
      bankAccountNumber: null,
      bankAccountHolderName: null,
    });
    const report = await api.ok("GET", `/api/super-admin/income-reports?${q}`, admin.token);
    expect(report.find((r) => r["userId"] === sabrina.id)).toMatchObject({
      fullName: "Former member",
      username: "",
      totalIncome: "430.00",
    });
    // The kept file that held her account is kept no more; a new issue needs a reason.
    const kept = await downloadFile(api, admin.token, keptFile);
    expect([kept.status, kept.json["code"]]).toEqual([409, "not_kept"]);
    await api.ok("POST", "/api/admin/payouts/bank-file/reissue", admin.token, {
      ...lastMonth,
      reason: "A member erased their data",
    });
    // Her payout has no account left to pay, nor Daniel's, who gave none: both are left out, and
    // a file that would hold no payment is not written.
    const preview = await api.ok("GET", `/api/admin/payouts/bank-file/preview?${q}`, admin.token);
    expect(preview["payments"]).toBe(0);
    expect(preview["leftOut"]).toContainEqual(
      expect.objectContaining({ payoutId: `PO-${last}-${sabrina.id}`, name: "Former member", reason: "no_details" }),
    );
    const file = await issueFile(api, admin.token, lastMonth);
    expect([file.status, file.json["code"]]).toEqual([409, "nothing_payable"]);
  });

  it("leaves her out of member search and exports", async () => {
    const { api, admin, sabrina } = world;
    for (const term of [SABRINA.email, SABRINA.firstName, SABRINA.phoneNumber]) {
      expect(
        await api.ok("GET", `/api/admin/users/search?search=${encodeURIComponent(term)}`, admin.token),
        term,
      ).toEqual([]);
    }
    expect((await api.ok("GET", "/api/super-admin/member-stats", admin.token)).map((m) => m["id"])).not.toContain(
      sabrina.id,
    );
    const csv = (await api.call("GET", "/api/super-admin/export-members?format=csv", admin.token)).text;
    expect(csv).not.toMatch(/sabrina|wahidah|191234567/i);
  });

  it("lets the same address join again as a new member", async () => {
    const r = await world.api.call("POST", "/api/auth/register", null, {
      email: SABRINA.email,
      password: PASSWORD,
      firstName: "Sabrina",
      lastName: "Wahidah",
      phoneNumber: "0191234567",
    });
    expect(r.status, r.text).toBe(201);
    expect((r.json["user"] as unknown as { id: number }).id).not.toBe(world.sabrina.id);
  });
});
