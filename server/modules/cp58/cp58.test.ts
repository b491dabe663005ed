import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDED_RULE } from "../../../domain/cp58.ts";
import { formatRM } from "../../../domain/money.ts";
import { YEAR_RULE } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { AISYAH, MEI, seedCp58World, type Cp58World } from "../../testing/cp58-world.ts";
import { COMPANY_ENV, COMPANY_SETTINGS } from "../../testing/einvoice.ts";
import { startTestApp, tempDir, type TestApp } from "../../testing/harness.ts";
import { Database } from "../../platform/db/database.ts";
import { Effect } from "effect";
import { openSession } from "../credentials/session-store.ts";
import { cp58Payer, PayerSettingsMissing } from "./payer.ts";
import { CP58_YEAR } from "./routes.ts";

// The CP58 downloads (decision 63): the member's own and an admin's of any member, the year
// refused by name, the figures read back from the PDF, and the admin's look logged.
const NOW = new Date("2026-02-10T04:00:00.000Z");

let app: TestApp;
let api: ReturnType<typeof client>;
let world: Cp58World;
let dir: string;
const tokens = { aisyah: "", mei: "", admin: "" };

beforeAll(async () => {
  app = await startTestApp({ env: COMPANY_SETTINGS, clock: testClock(NOW) });
  api = client(app);
  dir = tempDir("jemput-cp58-");
  world = await app.run(seedCp58World);
  const session = (memberId: number) =>
    app.run(Effect.flatMap(Database, (db) => openSession(db, memberId, new Date())));
  tokens.aisyah = await session(world.aisyah);
  tokens.mei = await session(world.mei);
  tokens.admin = (await api.registerAdmin("Aminah")).token;
}, 120_000);
afterAll(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const download = async (pathname: string, token: string) => {
  const response = await fetch(`${app.baseUrl}${pathname}`, { headers: { Authorization: `Bearer ${token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};
const textOf = (bytes: Buffer, name: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;
};

describe("a member's own CP58", () => {
  it("downloads as a PDF named after the year alone, with the ledger's figures", async () => {
    const { response, bytes } = await download("/api/payouts/cp58?year=2025", tokens.aisyah);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="jemput-cp58-2025.pdf"');
    const text = textOf(bytes, "aisyah.pdf");
    expect(text).toContain("Aisyah Tester");
    expect(text).toMatch(new RegExp(`Fees for approved posts\\s+${formatRM(AISYAH.personal)}`));
    expect(text).toMatch(new RegExp(`Total incentives\\s+${formatRM(AISYAH.total)}`));
  });

  it("is the caller's own: Mei gets hers, in Chinese", async () => {
    const { response, bytes } = await download("/api/payouts/cp58?year=2025", tokens.mei);
    expect(response.status).toBe(200);
    const text = textOf(bytes, "mei.pdf");
    expect(text).toContain("Mei Tester");
    expect(text).not.toContain("Aisyah");
    expect(text).toContain(formatRM(MEI.total));
  });

  it("refuses a year that is not one, or has not ended, naming the field", async () => {
    for (const [year, reason] of [
      ["abc", YEAR_RULE],
      ["2026", ENDED_RULE],
      ["2031", ENDED_RULE],
    ] as const) {
      const answer = await api.call("GET", `/api/payouts/cp58?year=${year}`, tokens.aisyah);
      expect(answer.status, year).toBe(400);
      expect(answer.json).toMatchObject({ error: expect.stringContaining(CP58_YEAR), fields: { year: reason } });
    }
    const missing = await api.call("GET", "/api/payouts/cp58", tokens.aisyah);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ fields: { year: expect.any(String) } });
  });
});

describe("an admin's download of a member's CP58", () => {
  it("answers the member's PDF and logs the look", async () => {
    const { response, bytes } = await download(`/api/admin/members/${world.mei}/cp58?year=2025`, tokens.admin);
    expect(response.status).toBe(200);
    expect(textOf(bytes, "admin-mei.pdf")).toContain("E12345678 (SG)");
    const logged = await app.sql<{ action: string; detail: unknown }>(
      `SELECT action, detail FROM data_access_log WHERE member_id = $1`,
      [world.mei],
    );
    expect(logged).toEqual([{ action: "cp58_download", detail: { year: 2025 } }]);
  });

  it("is an admin's only, 404 for no such member, 400 naming a bad year", async () => {
    expect((await api.call("GET", `/api/admin/members/${world.mei}/cp58?year=2025`, tokens.aisyah)).status).toBe(403);
    expect((await api.call("GET", `/api/admin/members/999999/cp58?year=2025`, tokens.admin)).status).toBe(404);
    const bad = await api.call("GET", `/api/admin/members/${world.mei}/cp58?year=2026`, tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ fields: { year: ENDED_RULE } });
  });
});

describe("the payer of Part A", () => {
  it("is refused naming each missing or malformed setting", () => {
    const refused = cp58Payer({ ...company(), name: null, tin: "12345" });
    expect(refused).toBeInstanceOf(PayerSettingsMissing);
    expect((refused as PayerSettingsMissing).problems.map(([setting]) => setting)).toEqual([
      "COMPANY_NAME",
      "COMPANY_TIN",
    ]);
  });
  it("needs no e-invoicing settings beyond the name, address, SSM number and TIN", () => {
    expect(cp58Payer({ ...company(), msic: null, phone: null, email: null })).toEqual({
      name: COMPANY_ENV["COMPANY_NAME"],
      address: COMPANY_ENV["COMPANY_ADDRESS"],
      ssm: COMPANY_ENV["COMPANY_SSM"],
      tin: COMPANY_ENV["COMPANY_TIN"],
    });
  });
});

const company = () => app.config.einvoice.company;
