import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleOfLink } from "../../../domain/social-handle.ts";
import { makeDatabase } from "../../platform/db/database.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../platform/db/embedded.ts";
import { migrate, migrationFiles, MIGRATIONS_DIR } from "../../platform/db/migrate.ts";
import { freshConfig, tempDir, type TestConfig } from "../../testing/harness.ts";
import { backfillHandles } from "./backfill.ts";

// Migration 041 on profiles saved before handles were kept: every member with links is listed,
// and the backfill claims the handles their links name (as domain/social-handle.ts reads them),
// claimed when the profile was last saved, once. Run again, it finds nothing to do; a handle
// claimed since (the member saved or connected) is left as it is; members who claim the same
// handle are queued for the rules.
let base: TestConfig;
let embedded: EmbeddedPostgres | null = null;
let pool: pg.Pool;
let dir: string;

const SAVED = new Date("2026-06-01T03:00:00.000Z");
// Per member: their links as the profile form stored them.
const LEGACY: ReadonlyArray<[number, Record<string, unknown> | null]> = [
  [1, { tiktok: { profileLink: "https://www.tiktok.com/@Siti.Cooks?lang=ms", followers: 1200 } }],
  [
    2,
    { instagram: { profileLink: "https://instagram.com/raj.eats/" }, youtube: { profileLink: "https://youtu.be/x" } },
  ],
  [3, { tiktok: { profileLink: "https://vm.tiktok.com/ZSabc/" }, twitter: { profileLink: "https://x.com/MeiLing" } }],
  [4, { tiktok: { profileLink: "https://tiktok.com/@siti.cooks" } }],
  [5, {}],
  [6, null],
  [7, { facebook: { profileLink: "https://m.facebook.com/profile.php?id=1000123" }, tiktok: { profileName: "x" } }],
];

const sql = async <R extends pg.QueryResultRow>(text: string, values: Array<unknown> = []) =>
  (await pool.query<R>(text, values)).rows;
const db = () => makeDatabase(pool, embedded ? "embedded" : "postgres");

beforeAll(async () => {
  base = await freshConfig();
  embedded = base.config.databaseUrl === null ? await startEmbeddedPostgres(base.config.dataDir) : null;
  pool = new pg.Pool({ connectionString: embedded?.connectionString ?? base.config.databaseUrl!, max: 1 });
  dir = tempDir("jemput-migrations-");
  for (const file of migrationFiles().filter((f) => f < "041"))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  await migrate(pool, dir);
  for (const [id, links] of LEGACY) {
    await sql(`INSERT INTO members (member_id, referral_code, joined_at) VALUES ($1, $2, $3)`, [
      id,
      `CODE${id}`,
      SAVED,
    ]);
    await sql(
      `INSERT INTO profiles (member_id, email, email_key, password_hash, first_name, last_name, phone_number, details, updated_at)
       VALUES ($1, $2, $2, 'x', 'A', 'B', $3, $4, $5)`,
      [
        id,
        `m${id}@test.jemput.my`,
        `+6012000000${id}`,
        JSON.stringify(links === null ? {} : { socialMediaLinks: links }),
        new Date(SAVED.getTime() + id * 60_000),
      ],
    );
  }
  for (const file of migrationFiles().filter((f) => f >= "041"))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  expect((await migrate(pool, dir)).applied[0]).toBe("041_connected_accounts.sql");
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await embedded?.stop();
  await base?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const HANDLES = `SELECT member_id, platform, handle, claimed_at, verified_at FROM social_handles ORDER BY member_id, platform`;

describe("migration 041 and the backfill on profiles saved before handles were kept", () => {
  it("lists every member whose profile has links", async () => {
    expect((await sql(`SELECT member_id FROM handle_backfill ORDER BY 1`)).map((r) => r["member_id"])).toEqual([
      1, 2, 3, 4, 7,
    ]);
  });

  it("claims what each link names, as the domain reads it, when the profile was saved; queues who shares one", async () => {
    // Member 2 connected Instagram before the start that backfills: that row is theirs as it is.
    await sql(
      `INSERT INTO social_handles (member_id, platform, handle, claimed_at, verified_at) VALUES (2, 'instagram', 'raj.real', now(), now())`,
    );
    const at = new Date("2026-12-01T00:00:00.000Z");
    expect(await Effect.runPromise(backfillHandles(db(), at))).toBe(5);
    const rows = await sql<{
      member_id: number;
      platform: string;
      handle: string;
      claimed_at: Date;
      verified_at: Date | null;
    }>(HANDLES);
    expect(rows.map((r) => [r.member_id, r.platform, r.handle])).toEqual([
      [1, "tiktok", handleOfLink("tiktok", "https://www.tiktok.com/@Siti.Cooks?lang=ms")],
      [2, "instagram", "raj.real"],
      [3, "twitter", "meiling"],
      [4, "tiktok", "siti.cooks"],
      [7, "facebook", "id/1000123"],
    ]);
    expect(rows[0]!.claimed_at).toEqual(new Date(SAVED.getTime() + 60_000));
    expect(rows[0]!.verified_at).toBeNull();
    expect(await sql(`SELECT member_id FROM handle_backfill`)).toEqual([]);
    const queued = await sql<{ member_id: number }>(`SELECT DISTINCT member_id FROM risk_pending ORDER BY 1`);
    expect(queued.map((r) => r.member_id)).toEqual([1, 4]);
  });

  it("does nothing when run again", async () => {
    const before = await sql(HANDLES);
    expect(await Effect.runPromise(backfillHandles(db(), new Date()))).toBe(0);
    expect(await sql(HANDLES)).toEqual(before);
  });
});
