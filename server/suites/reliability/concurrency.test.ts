import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { GENDERS, LANGUAGES, STATES } from "../../../domain/profile-options.ts";
import { client } from "../../testing/admin.ts";
import { approvePost } from "../../modules/posts/handlers.ts";
import { ADMIN_URL, EXPECTED_MODE, startTestApp, type TestApp } from "../../testing/harness.ts";
import { raceAtTheLog } from "./hold.ts";
import { request } from "../../testing/http.ts";
import { accountDigits, lastFour, maskAccount } from "../../../domain/bank-account.ts";
import { stepUpSession } from "../../testing/step-up.ts";
import { ipFor, person, runCli, statusCounts, together } from "./http.ts";

// Races over HTTP against a real database: the same command many times at once must take
// effect once, and writes that overlap must never mix. On the PostgreSQL server the requests
// run on separate connections and are held at the log until they all wait there (hold.ts);
// embedded, they queue on its one connection.
const POOL = 25;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: "1", DB_POOL_SIZE: String(POOL) } });
  api = client(app);
  admin = await api.registerAdmin("Azlan");
});
afterAll(async () => {
  await app?.close();
});

const count = async (sql: string, params: ReadonlyArray<unknown> = []) =>
  (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

describe("racing registrations", () => {
  const RACERS = 20;

  // Every racer is otherwise valid and unique, so only the shared value can refuse them.
  const race = async (shared: (n: number) => Partial<ReturnType<typeof person>>, first: number) => {
    const before = await count("events WHERE type = 'MemberRegistered'");
    const answers = await raceAtTheLog(app, RACERS, () =>
      together(RACERS, (i) =>
        request(app.baseUrl, "POST", "/api/auth/register", {
          body: { ...person("race", first + i), ...shared(i) },
          ip: ipFor(first + i),
        }),
      ),
    );
    expect(await count("events WHERE type = 'MemberRegistered'")).toBe(before + 1);
    return answers;
  };

  it("with one email: exactly one succeeds, every other gets a clean 409", async () => {
    const answers = await race((i) => ({ email: i % 2 ? "Kopi.O@Race.jemput.my" : "kopi.o@race.jemput.my" }), 1000);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: RACERS - 1 });
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json).toMatchObject({ error: "Email already exists" });
    expect(await count("profiles WHERE lower(email) = 'kopi.o@race.jemput.my'")).toBe(1);
  });

  it("with one phone, however it is written: exactly one succeeds, every other gets a clean 409", async () => {
    const spellings = ["+60 11-2345 6789", "011-2345 6789", "601123456789", "0112345 6789"];
    const answers = await race((i) => ({ phoneNumber: spellings[i % spellings.length]! }), 2000);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: RACERS - 1 });
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json).toMatchObject({ error: "Phone number already exists" });
    expect(await count("profiles WHERE phone_number = '+601123456789'")).toBe(1);
  });

  it("leave no log entry, member row or session without its profile", async () => {
    const [row] = await app.sql<{ events: number; members: number; profiles: number; orphans: number }>(
      `SELECT (SELECT count(*)::int FROM events WHERE type = 'MemberRegistered') AS events,
              (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM profiles) AS profiles,
              (SELECT count(*)::int FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.member_id = s.member_id)) AS orphans`,
    );
    expect(row).toEqual({ events: row!.profiles, members: row!.profiles, profiles: row!.profiles, orphans: 0 });
  });
});

describe("racing post decisions", () => {
  const chain = async (name: string) => {
    const grand = await api.register(`${name}Grand`);
    const referrer = await api.register(`${name}Ref`, grand.code);
    const poster = await api.register(`${name}Poster`, referrer.code);
    const post = await api.ok("POST", "/api/posts", poster.token, {
      title: `${name} review`,
      url: `https://tiktok.com/@${name}/1`,
      platform: "tiktok",
    });
    return { grand, referrer, poster, postId: post["id"] as string };
  };
  const approve = (postId: string) =>
    request(app.baseUrl, "POST", `/api/admin/posts/${postId}/approve`, { token: admin.token });

  it("50 approvals of one post pay it once: one event, three ledger lines, income once", async () => {
    const { grand, referrer, poster, postId } = await chain("Fifty");
    const answers = await raceAtTheLog(app, POOL, () => together(50, () => approve(postId)));
    expect(statusCounts(answers)).toEqual({ 200: 50 });
    expect(answers.filter((a) => a.json["changed"] === true)).toHaveLength(1);
    for (const a of answers) expect(a.json["post"]).toMatchObject({ id: postId, status: "approved", earnings: 200 });

    expect(await count("events WHERE stream_id = $1 AND type = 'PostApproved'", [`post-${postId}`])).toBe(1);
    const ledger = await app.sql<{ member_id: number; kind: string; amount_sen: number }>(
      `SELECT member_id, kind, amount_sen FROM ledger_lines WHERE post_id = $1 ORDER BY amount_sen DESC`,
      [postId],
    );
    expect(ledger).toEqual([
      { member_id: poster.id, kind: "personal", amount_sen: 20_000 },
      { member_id: referrer.id, kind: "level1_override", amount_sen: 3_000 },
      { member_id: grand.id, kind: "level2_override", amount_sen: 1_000 },
    ]);
    const income = await app.sql<{ member_id: number; total_sen: number; posts: number }>(
      `SELECT member_id, total_sen, posts FROM monthly_income WHERE member_id = ANY($1::int[]) ORDER BY total_sen DESC`,
      [[poster.id, referrer.id, grand.id]],
    );
    expect(income).toEqual([
      { member_id: poster.id, total_sen: 20_000, posts: 1 },
      { member_id: referrer.id, total_sen: 3_000, posts: 0 },
      { member_id: grand.id, total_sen: 1_000, posts: 0 },
    ]);
    await app.caughtUp();
    expect(await count("activities WHERE detail ->> 'postId' = $1", [postId])).toBe(3);
    const stats = await api.ok("GET", "/api/dashboard/stats", poster.token);
    expect(stats).toMatchObject({ totalIncome: 200, personalIncome: 200, postsThisMonth: 1 });
  });

  it("approvals racing rejections: one decision wins and the losers are told so", async () => {
    const { postId } = await chain("Split");
    const answers = await raceAtTheLog(app, POOL, () =>
      together(40, (i) =>
        i % 2 === 0
          ? approve(postId)
          : request(app.baseUrl, "POST", `/api/admin/posts/${postId}/reject`, {
              token: admin.token,
              body: { reason: "Link is private" },
            }),
      ),
    );
    const decided = await app.sql<{ type: string }>(
      `SELECT type FROM events WHERE stream_id = $1 AND type <> 'PostSubmitted'`,
      [`post-${postId}`],
    );
    expect(decided).toHaveLength(1);
    const [post] = await app.sql<{ status: string; earnings_sen: number }>(
      `SELECT status, earnings_sen FROM posts WHERE post_id = $1`,
      [postId],
    );
    const approved = decided[0]!.type === "PostApproved";
    expect(post).toEqual({ status: approved ? "approved" : "rejected", earnings_sen: approved ? 20_000 : 0 });
    expect(await count("ledger_lines WHERE post_id = $1", [postId])).toBe(approved ? 3 : 0);
    expect(answers.filter((a) => a.json["changed"] === true)).toHaveLength(1);
    // The losing kind of decision is refused with 409; a repeat of the winning kind changes nothing.
    for (const [i, a] of answers.entries()) {
      const sameKind = (i % 2 === 0) === approved;
      if (sameKind) expect(a.status, a.text).toBe(200);
      else expect([a.status, typeof a.json["error"]], a.text).toEqual([409, "string"]);
    }
  });
});

describe("concurrent profile saves", () => {
  // Every field differs between the bodies, so a row mixed from two saves matches none of them.
  const body = (i: number) => ({
    firstName: `Nama${i}`,
    lastName: `Keluarga${i}`,
    phoneNumber: `+6017${String(3_000_000 + i)}`,
    dateOfBirth: `19${70 + i}-0${1 + (i % 9)}-1${i % 10}`,
    gender: GENDERS[i % GENDERS.length],
    ethnicity: null,
    maritalStatus: null,
    numberOfChildren: i,
    state: STATES[i % STATES.length],
    city: `Bandar ${i}`,
    timezone: "Asia/Kuala_Lumpur",
    bio: `Bio number ${i}`,
    languages: [LANGUAGES[i % LANGUAGES.length]],
    influencerCategories: [],
    socialMediaLinks: {
      instagram: { profileLink: `https://instagram.com/u${i}`, profileName: `u${i}`, followers: 100 * i },
    },
    bankAccountHolderName: `Holder ${i}`,
    bankCode: "MBBEMYKL",
    bankAccountNumber: String(100_000_000_000 + i),
    deliveryAddressLine1: `${i} Jalan Ampang`,
    deliveryAddressLine2: `Unit ${i}`,
    deliveryCity: `City ${i}`,
    deliveryState: `State ${i}`,
    deliveryPostalCode: String(50_000 + i),
    deliveryCountry: "Malaysia",
  });
  const SAVES = 30;
  const bodies = Array.from({ length: SAVES }, (_, i) => body(i));
  // The account number reads back masked (decision 20): its last four digits tell the bodies apart.
  const asShown = (key: string, value: unknown) =>
    key === "bankAccountNumber" ? maskAccount(lastFour(accountDigits(String(value)))) : value;
  const whichBody = (profile: Record<string, unknown>) =>
    bodies.flatMap((b, i) =>
      Object.entries(b).every(([k, v]) => isDeepStrictEqual(profile[k], asShown(k, v))) ? [i] : [],
    );

  it("leave a row equal to exactly one of the submitted bodies, and answer whole rows", async () => {
    const member = await api.register("Saver");
    // Every save after the first changes the bank details: the session has given its password.
    await stepUpSession(app, member.token);
    const answers = await together(SAVES, (i) =>
      request(app.baseUrl, "PUT", "/api/profile", { token: member.token, body: bodies[i] }),
    );
    expect(statusCounts(answers)).toEqual({ 200: SAVES });
    for (const a of answers) expect(whichBody(a.json), a.text).toHaveLength(1);
    const final = await api.ok("GET", "/api/profile", member.token);
    const [winner] = whichBody(final);
    expect(whichBody(final)).toEqual([winner]);
    // The stored columns and the details document come from the same save.
    const [row] = await app.sql<{
      first_name: string;
      phone_number: string;
      details: { bio: string };
      bank_code: string;
      account_last4: string;
    }>(
      `SELECT first_name, phone_number, details, a.bank_code, a.account_last4
         FROM profiles p JOIN bank_accounts a USING (member_id) WHERE member_id = $1`,
      [member.id],
    );
    const saved = bodies[winner!]!;
    expect([row!.first_name, row!.phone_number, row!.details.bio, row!.bank_code, row!.account_last4]).toEqual([
      saved.firstName,
      saved.phoneNumber,
      saved.bio,
      saved.bankCode,
      lastFour(accountDigits(saved.bankAccountNumber)),
    ]);
  });
});

describe(`concurrent payouts close for one month (${EXPECTED_MODE})`, () => {
  // From the admin API and from `jemput payouts close` in separate processes at once.
  const HTTP_CLOSERS = 20;
  const CLI_CLOSERS = ADMIN_URL ? 3 : 0; // the embedded database belongs to one process
  const last = previousPeriod(periodOf(new Date()));
  const month = { month: monthOf(last), year: yearOf(last) };

  beforeAll(async () => {
    // Three levels, so payouts mix personal income and overrides; one member earns only this month.
    let code: string | null = null;
    const approvedAt = new Date(Date.UTC(month.year, month.month - 1, 12, 3));
    for (let i = 0; i < 12; i++) {
      const m = await api.register(`Closer${i}`, i % 3 === 0 ? null : code);
      code = m.code;
      for (let p = 0; p <= i % 2; p++) {
        const post = await api.ok("POST", "/api/posts", m.token, {
          title: `Post ${i}.${p}`,
          url: `https://youtube.com/watch?v=${i}${p}`,
          platform: "youtube",
        });
        await app.run(approvePost(post["id"] as string, { actor: admin.id }), i === 11 ? new Date() : approvedAt);
      }
    }
  });

  it("issues one payout per member with income, once", async () => {
    const owed = await app.sql<{ member_id: number; total_sen: number }>(
      `SELECT member_id, total_sen FROM monthly_income WHERE period = $1 AND total_sen > 0 ORDER BY member_id`,
      [last],
    );
    expect(owed.length).toBeGreaterThan(8);
    const [answers, runs] = await raceAtTheLog(app, HTTP_CLOSERS + CLI_CLOSERS, () =>
      Promise.all([
        together(HTTP_CLOSERS, () =>
          request(app.baseUrl, "POST", "/api/admin/payouts/close", { token: admin.token, body: month }),
        ),
        together(CLI_CLOSERS, () =>
          runCli(
            {
              DATABASE_URL: app.env["DATABASE_URL"],
              BANK_DATA_KEY: app.env["BANK_DATA_KEY"],
              RISK_SIGNAL_KEY: app.env["RISK_SIGNAL_KEY"],
              PUBLIC_APP_URL: app.env["PUBLIC_APP_URL"],
              DATA_DIR: app.dataDir,
            },
            ["payouts", "close", "--month", String(month.month), "--year", String(month.year), "--yes"],
          ),
        ),
      ]),
    );

    expect(statusCounts(answers)).toEqual({ 200: HTTP_CLOSERS });
    for (const run of runs) expect(run.code, run.err).toBe(0);
    const issuedByHttp = answers.map((a) => a.json["issued"] as number);
    const issuedByCli = runs.map((r) => Number(/issued (\d+) payouts/.exec(r.out)?.[1] ?? 0));
    expect([...issuedByHttp, ...issuedByCli].toSorted((a, b) => b - a)).toEqual([
      owed.length,
      ...Array(HTTP_CLOSERS + CLI_CLOSERS - 1).fill(0),
    ]);

    const payouts = await app.sql<{ member_id: number; amount_sen: number }>(
      `SELECT member_id, amount_sen FROM payouts WHERE period = $1 ORDER BY member_id`,
      [last],
    );
    expect(payouts).toEqual(owed.map((o) => ({ member_id: o.member_id, amount_sen: o.total_sen })));
    const events = await app.sql<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM events WHERE stream_id = $1 GROUP BY type ORDER BY type`,
      [`payouts-${last}`],
    );
    expect(events).toEqual([
      { type: "PayoutIssued", n: owed.length },
      { type: "PayoutMonthClosed", n: 1 },
    ]);
  }, 120_000);
});
