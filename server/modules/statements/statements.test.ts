import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRM } from "../../../domain/money.ts";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, tempDir, type TestApp } from "../../testing/harness.ts";
import { closeMonth, markPaid } from "../payouts/handlers.ts";
import { approvePost, reversePost, submitPost } from "../posts/handlers.ts";

// A member with own posts, a Level 1 and a Level 2 recruit, a reversal and two payouts, one paid
// with a bank reference. Their statements are downloaded over HTTP, read back with pdftotext and
// held against the ledger, sen for sen.
const AUGUST = new Date("2026-08-12T06:00:00.000Z");
const SEPTEMBER = new Date("2026-09-03T06:00:00.000Z");
const SEPTEMBER_LATER = new Date("2026-09-20T06:00:00.000Z");
const OCTOBER = new Date("2026-10-02T06:00:00.000Z");
/** When the downloads are asked for: December 2026 has not begun. */
const TODAY = new Date("2026-11-25T04:00:00.000Z");

const HAS_PDFTOTEXT = spawnSync("pdftotext", ["-v"]).error === undefined;
if (!HAS_PDFTOTEXT) console.warn("pdftotext (poppler-utils) is not installed: the statements' text is not checked");

let app: TestApp;
let api: ReturnType<typeof client>;
let dir: string;
const who = {
  admin: { id: 0, token: "" },
  member: { id: 0, token: "", code: "" },
  l1: { id: 0, code: "" },
  l2: { id: 0 },
};
let videos = 0;

const approved = async (memberId: number, at: Date) => {
  const postId = await app.run(
    submitPost(
      memberId,
      {
        title: `Resipi ${++videos}`,
        url: `https://www.tiktok.com/@jemput/video/${7_300_000 + videos}`,
        platform: "tiktok",
      },
      { actor: memberId },
    ),
    at,
  );
  await app.run(approvePost(postId, { actor: who.admin.id }), at);
  return postId;
};

const download = async (pathname: string, token: string | null = who.member.token) => {
  const response = await fetch(`${app.baseUrl}${pathname}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

const textOf = (bytes: Buffer, name: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;
};
/** The text with every run of white space as one space, for phrases a line may wrap. */
const flat = (text: string) => text.replace(/\s+/g, " ");

const AMOUNT = /(-?RM [\d,]+\.\d{2})\s*$/;
const SECTIONS = ["Personal", "Level 1 Override", "Level 2 Override", "Reversals", "Payouts"] as const;

/** The amounts of each section's lines and its subtotal, as the PDF's text shows them. */
const sectionsOf = (text: string) => {
  const found: Record<string, { lines: Array<string>; subtotal: string | null }> = {};
  let current: string | null = null;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if ((SECTIONS as ReadonlyArray<string>).includes(line)) {
      current = line;
      found[line] = { lines: [], subtotal: null };
      continue;
    }
    const amount = AMOUNT.exec(line)?.[1];
    if (!current || !amount) continue;
    if (line.startsWith("Subtotal")) {
      found[current]!.subtotal = amount;
      current = null;
    } else found[current]!.lines.push(amount);
  }
  return found;
};

const ledgerOf = (period: number) =>
  app.sql<{ kind: string; amount_sen: number }>(
    `SELECT kind, amount_sen FROM ledger_lines WHERE member_id = $1 AND period = $2 ORDER BY position`,
    [who.member.id, period],
  );
const payoutsOf = (period: number) =>
  app.sql<{ amount_sen: number; reference: string | null }>(
    `SELECT amount_sen, reference FROM payouts WHERE member_id = $1 AND period = $2 AND status <> 'failed'`,
    [who.member.id, period],
  );

const SECTION_KINDS: Record<(typeof SECTIONS)[number], ReadonlyArray<string>> = {
  Personal: ["personal"],
  "Level 1 Override": ["level1_override"],
  "Level 2 Override": ["level2_override"],
  Reversals: ["personal_reversal", "level1_reversal", "level2_reversal"],
  Payouts: [],
};

beforeAll(async () => {
  app = await startTestApp({ clock: testClock(TODAY) });
  api = client(app);
  dir = tempDir("jemput-statements-");
  who.admin = await api.registerAdmin("Aminah");
  who.member = await api.register("Siti", null, "Tester", AUGUST);
  who.l1 = await api.register("Rashid", who.member.code, "Tester", AUGUST);
  who.l2 = await api.register("Priya", who.l1.code, "Tester", AUGUST);

  const reversed = await approved(who.member.id, AUGUST);
  await approved(who.member.id, AUGUST);
  await approved(who.l1.id, AUGUST);
  await approved(who.l2.id, AUGUST);
  await app.run(closeMonth(202608, { actor: "cli" }), SEPTEMBER);
  const [august] = await app.sql<{ payout_id: string }>(`SELECT payout_id FROM payouts WHERE member_id = $1`, [
    who.member.id,
  ]);
  await app.run(markPaid(august!.payout_id, "MBB-0001", { actor: "cli" }), SEPTEMBER);

  await approved(who.member.id, SEPTEMBER_LATER);
  await app.run(reversePost(reversed, "Bought views", { actor: who.admin.id }), SEPTEMBER_LATER);
  await approved(who.l2.id, SEPTEMBER_LATER);
  await app.run(closeMonth(202609, { actor: "cli" }), OCTOBER);
});
afterAll(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a member's monthly statement", () => {
  it("is a PDF named for its month, for the signed-in member only", async () => {
    const { response, bytes } = await download("/api/statements/monthly?year=2026&month=9");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="jemput-statement-2026-09.pdf"');
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await download("/api/statements/monthly?year=2026&month=9", null)).response.status).toBe(401);
  });

  it.skipIf(!HAS_PDFTOTEXT)("shows every line and total of the ledger, to the sen", async () => {
    for (const [period, month] of [
      [202608, 8],
      [202609, 9],
    ] as const) {
      const text = textOf((await download(`/api/statements/monthly?year=2026&month=${month}`)).bytes, `m${month}.pdf`);
      expect(text).toContain("Monthly statement");
      expect(text).toContain("Siti Tester");
      expect(text).toContain(who.member.code);
      const sections = sectionsOf(text);
      const ledger = await ledgerOf(period);
      for (const section of SECTIONS.filter((s) => s !== "Payouts")) {
        const lines = ledger.filter((l) => SECTION_KINDS[section].includes(l.kind)).map((l) => l.amount_sen);
        expect(sections[section]?.lines, `${section} ${period}`).toEqual(lines.map(formatRM));
        expect(sections[section]?.subtotal).toBe(formatRM(lines.reduce((a, b) => a + b, 0)));
      }
      const payouts = await payoutsOf(period);
      expect(sections["Payouts"]?.lines).toEqual(payouts.map((p) => formatRM(p.amount_sen)));
      for (const p of payouts) expect(flat(text)).toContain(`Bank reference: ${p.reference ?? "none yet"}`);
      const net = ledger.reduce((a, l) => a + l.amount_sen, 0);
      expect(text).toMatch(new RegExp(`Net income\\s+${formatRM(net)}`));
    }
  });

  it.skipIf(!HAS_PDFTOTEXT)("carries forward what the ledger leaves unpaid", async () => {
    const text = textOf((await download("/api/statements/monthly?year=2026&month=9")).bytes, "carried.pdf");
    const [row] = await app.sql<{ ledger: number; paid: number }>(
      `SELECT (SELECT sum(amount_sen)::bigint FROM ledger_lines WHERE member_id = $1 AND period <= 202609) AS ledger,
              (SELECT sum(amount_sen)::bigint FROM payouts WHERE member_id = $1 AND period <= 202609 AND status <> 'failed') AS paid`,
      [who.member.id],
    );
    expect(text).toMatch(new RegExp(`Balance carried forward\\s+${formatRM(Number(row!.ledger) - Number(row!.paid))}`));
    const august = textOf((await download("/api/statements/monthly?year=2026&month=8")).bytes, "paid.pdf");
    expect(flat(august)).toContain("Paid · Bank reference: MBB-0001");
  });

  it("refuses a bad or future period with 400 naming the field", async () => {
    const cases: Array<[string, string]> = [
      ["year=20x6&month=9", "year"],
      ["year=2026&month=13", "month"],
      ["year=2026", "month"],
      ["month=9", "year"],
      ["year=2099&month=1", "year"],
      ["year=2026&month=12", "month"],
    ];
    for (const [query, field] of cases) {
      const { response, bytes } = await download(`/api/statements/monthly?${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.parse(bytes.toString()).fields, query).toHaveProperty(field);
    }
  });
});

describe("a member's yearly earnings summary", () => {
  it.skipIf(!HAS_PDFTOTEXT)("totals each month and the year as the ledger does", async () => {
    const { response, bytes } = await download("/api/statements/yearly?year=2026");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="jemput-earnings-2026.pdf"');
    const text = textOf(bytes, "y.pdf");
    expect(flat(text)).toContain("for your income tax return (e-Filing)");
    const sums = await app.sql<{ period: number; net: number; personal: number }>(
      `SELECT period, sum(amount_sen)::bigint AS net,
              sum(amount_sen) FILTER (WHERE kind = 'personal')::bigint AS personal
         FROM ledger_lines WHERE member_id = $1 GROUP BY period ORDER BY period`,
      [who.member.id],
    );
    for (const [name, s] of [
      ["August", sums[0]!],
      ["September", sums[1]!],
    ] as const) {
      const row = text.split("\n").find((l) => l.trim().startsWith(name)) ?? "";
      expect(row).toContain(formatRM(Number(s.personal)));
      expect(row).toContain(formatRM(Number(s.net)));
    }
    const total = sums.reduce((a, s) => a + Number(s.net), 0);
    const totalRow = text.split("\n").find((l) => l.trim().startsWith("Total")) ?? "";
    expect(totalRow).toContain(formatRM(total));
  });

  it("refuses a year not yet begun", async () => {
    const { response, bytes } = await download("/api/statements/yearly?year=2099");
    expect(response.status).toBe(400);
    expect(JSON.parse(bytes.toString()).fields).toEqual({ year: "must not be in the future" });
  });
});

describe("the member's language", () => {
  it.skipIf(!HAS_PDFTOTEXT)(
    "is English without a language column, and the member's own once there is one",
    async () => {
      const [column] = await app.sql(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'profiles' AND column_name = 'language'`,
      );
      if (!column) {
        const text = textOf((await download("/api/statements/monthly?year=2026&month=8")).bytes, "no-column.pdf");
        expect(text).toContain("Monthly statement");
        await app.sql(`ALTER TABLE profiles ADD COLUMN language text NOT NULL DEFAULT 'en'`);
      }
      await app.sql(`UPDATE profiles SET language = 'ms' WHERE member_id = $1`, [who.member.id]);
      const text = textOf((await download("/api/statements/yearly?year=2026")).bytes, "ms.pdf");
      expect(text).toContain("Ringkasan pendapatan tahunan");
      expect(flat(text)).toContain("Borang Nyata Cukai Pendapatan");
    },
  );
});

describe("drawing statements", () => {
  it("is limited per member: past thirty in ten minutes, 429 until the window ends", async () => {
    const busy = await api.register("Farah", null, "Tester", AUGUST);
    // Refused periods count too: the limit is on asking, before any drawing.
    for (let i = 0; i < 30; i += 1) {
      expect((await download("/api/statements/yearly?year=2099", busy.token)).response.status).toBe(400);
    }
    const refused = await download("/api/statements/yearly?year=2026", busy.token);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another member is not held back by it.
    expect((await download("/api/statements/yearly?year=2026")).response.status).toBe(200);
  });
});
