import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../platform/db/embedded.ts";
import { migrate, migrationFiles, MIGRATIONS_DIR } from "../../platform/db/migrate.ts";
import { client } from "../../testing/admin.ts";
import { freshConfig, startTestApp, tempDir, type TestApp, type TestConfig } from "../../testing/harness.ts";

// The profile's lists (languages, influencer categories) are lists wherever they are read: a
// save without them stores [], rows saved before that are mended by migration 020, and the
// upline's view of a team member reads [] from whatever the row holds.
let app: TestApp;
let api: ReturnType<typeof client>;
let upline: { id: number; token: string; code: string };
let recruit: { id: number; token: string; phoneNumber: string };

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  upline = await api.register("Upline");
  recruit = await api.register("Recruit", upline.code);
});
afterAll(async () => {
  await app?.close();
});

const storedLists = async (memberId: number) => {
  const [row] = await app.sql<{ languages: unknown; categories: unknown }>(
    `SELECT details -> 'languages' AS languages, details -> 'influencerCategories' AS categories FROM profiles WHERE member_id = $1`,
    [memberId],
  );
  return row;
};
const teamView = async () => {
  const one = await api.ok("GET", `/api/dashboard/team/${recruit.id}`, upline.token);
  const page = (await api.ok("GET", "/api/dashboard/team", upline.token)) as unknown as {
    level1: Array<Record<string, unknown>>;
  };
  return {
    one: (one["member"] as Record<string, unknown>)["influencerCategories"],
    page: page.level1.find((m) => m["id"] === recruit.id)?.["influencerCategories"],
  };
};

describe("profile lists", () => {
  it("are stored as [] when a save leaves them out or sends null, and the upline reads []", async () => {
    const names = { firstName: "Recruit", lastName: "Tester", phoneNumber: recruit.phoneNumber };
    await api.ok("PUT", "/api/profile", recruit.token, names);
    expect(await storedLists(recruit.id)).toEqual({ languages: [], categories: [] });
    expect(await teamView()).toEqual({ one: [], page: [] });

    await api.ok("PUT", "/api/profile", recruit.token, { ...names, languages: null, influencerCategories: null });
    expect(await storedLists(recruit.id)).toEqual({ languages: [], categories: [] });

    await api.ok("PUT", "/api/profile", recruit.token, { ...names, influencerCategories: ["Travel"] });
    expect(await teamView()).toEqual({ one: ["Travel"], page: ["Travel"] });
  });

  it("reach the upline as [] from a row that still holds null", async () => {
    await app.sql(
      `UPDATE profiles SET details = details || '{"influencerCategories": null, "languages": null}'::jsonb WHERE member_id = $1`,
      [recruit.id],
    );
    expect(await teamView()).toEqual({ one: [], page: [] });
    const own = await api.ok("GET", "/api/profile", recruit.token);
    expect([own["languages"], own["influencerCategories"]]).toEqual([[], []]);
  });
});

describe("migration 020 on profiles saved with null lists", () => {
  let base: TestConfig;
  let embedded: EmbeddedPostgres | null = null;
  let pool: pg.Pool;
  let dir: string;
  beforeAll(async () => {
    base = await freshConfig();
    embedded = base.config.databaseUrl === null ? await startEmbeddedPostgres(base.config.dataDir) : null;
    pool = new pg.Pool({ connectionString: embedded?.connectionString ?? base.config.databaseUrl!, max: 1 });
    dir = tempDir("jemput-migrations-");
    for (const file of migrationFiles().filter((f) => f < "020"))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    await migrate(pool, dir);
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await embedded?.stop();
    await base?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("makes each null list [] and leaves every other value as it was", async () => {
    const rows: Array<[number, object]> = [
      [1, { languages: null, influencerCategories: null, bio: "both null" }],
      [2, { languages: null, influencerCategories: ["Travel"], city: "Ipoh" }],
      [3, { languages: ["English"], influencerCategories: null }],
      [4, { languages: ["Tamil"], influencerCategories: ["Food & Lifestyle"] }],
      [5, {}],
      [6, { bio: null, socialMediaLinks: null }],
    ];
    for (const [id, details] of rows)
      await pool.query(
        `INSERT INTO profiles (member_id, email, email_key, password_hash, first_name, last_name, phone_number, details)
         VALUES ($1, $2, $2, 'x', 'Old', 'Row', $3, $4)`,
        [id, `old.${id}@lists.jemput.my`, `+6012000000${id}`, JSON.stringify(details)],
      );
    for (const file of migrationFiles().filter((f) => f >= "020"))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    expect((await migrate(pool, dir)).applied[0]).toBe("020_profile_lists.sql");
    const after = (await pool.query(`SELECT member_id, details FROM profiles ORDER BY member_id`)).rows;
    expect(after).toEqual([
      { member_id: 1, details: { languages: [], influencerCategories: [], bio: "both null" } },
      { member_id: 2, details: { languages: [], influencerCategories: ["Travel"], city: "Ipoh" } },
      { member_id: 3, details: { languages: ["English"], influencerCategories: [] } },
      { member_id: 4, details: { languages: ["Tamil"], influencerCategories: ["Food & Lifestyle"] } },
      { member_id: 5, details: {} },
      { member_id: 6, details: { bio: null, socialMediaLinks: null } },
    ]);
  });
});
