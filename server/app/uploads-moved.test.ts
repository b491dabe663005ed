import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../platform/db/database.ts";
import { freshConfig, logger, newMember, type TestConfig } from "../testing/harness.ts";
import { registerMember } from "../modules/members/handlers.ts";
import { updateProfile, withoutSession } from "../modules/profile/handlers.ts";
import { png } from "../modules/images/testing/fixtures.ts";
import type { AppRuntime } from "../platform/runtime.ts";
import { makeRuntime } from "./runtime.ts";

// Uploads kept as files under UPLOADS_DIR before they moved into the database: the next start
// moves them, rows pointed at the blobs, old names still serving, the files deleted; a start
// that finds a file again (it crashed before deleting it) changes nothing but the file.
let base: TestConfig;
let memberId = 0;
const OLD_IMAGE = `${"ab".repeat(16)}.png`;
const OLD_PICTURE = () => `${memberId}-0123456789abcdef.png`;
const LEFTOVER = () => `${memberId}-fedcba9876543210.png`;
const bytes: Record<string, Buffer> = {};
const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

type Query = (text: string, params?: ReadonlyArray<unknown>) => Promise<Array<Record<string, unknown>>>;

/** A runtime started (and so the start-up steps run) on the same configuration, used, then stopped. */
const boot = async <A>(use: (sql: Query, runtime: AppRuntime) => Promise<A>) => {
  const runtime = await makeRuntime(base.config, logger);
  try {
    const sql: Query = (text, params = []) =>
      runtime.runPromise(Effect.flatMap(Database, (db) => db.query<Record<string, unknown>>(text, params)));
    return await use(sql, runtime);
  } finally {
    await runtime.dispose();
  }
};

const hashes = (rows: Array<Record<string, unknown>>) => rows.map((r) => String(r["hash"]));

const state = (sql: Query) =>
  Promise.all([
    sql(`SELECT hash, content_type, size_bytes FROM uploads ORDER BY hash`),
    sql(`SELECT name, hash FROM upload_names ORDER BY name`),
    sql(`SELECT filename, upload_hash FROM images ORDER BY id`),
    sql(`SELECT profile_picture, picture_hash FROM profiles ORDER BY member_id`),
  ]);

beforeAll(async () => {
  base = await freshConfig();
  [bytes["image"], bytes["picture"], bytes["leftover"]] = await Promise.all([png(6, 6), png(7, 7), png(8, 8)]);
  await boot(async (sql, runtime) => {
    await sql(
      `INSERT INTO images (filename, original_name, content_type, size_bytes) VALUES ($1, 'old.png', 'image/png', 1)`,
      [OLD_IMAGE],
    );
    memberId = (await runtime.runPromise(registerMember(newMember("Lama"), { requestId: "test" }))).memberId;
    await sql(`UPDATE profiles SET profile_picture = $2 WHERE member_id = $1`, [
      memberId,
      `/uploads/avatars/${OLD_PICTURE()}`,
    ]);
  });
  const avatars = path.join(base.config.uploadsDir, "avatars");
  fs.mkdirSync(avatars, { recursive: true });
  fs.writeFileSync(path.join(base.config.uploadsDir, OLD_IMAGE), bytes["image"]!);
  fs.writeFileSync(path.join(avatars, OLD_PICTURE()), bytes["picture"]!);
  fs.writeFileSync(path.join(avatars, LEFTOVER()), bytes["leftover"]!);
  fs.writeFileSync(path.join(base.config.uploadsDir, "notes.txt"), "not an image");
}, 120_000);
afterAll(async () => {
  await base?.drop();
});

describe("the start after uploads moved into the database", () => {
  it("moves every image file in, points the rows at it, keeps the old names and deletes the files", async () => {
    const [uploads, names, images, profiles] = await boot((sql) => state(sql));
    const [image, picture, leftover] = [sha(bytes["image"]!), sha(bytes["picture"]!), sha(bytes["leftover"]!)];
    expect(hashes(uploads).sort()).toEqual([image, picture, leftover].sort());
    expect(names).toEqual(
      [
        { name: OLD_IMAGE, hash: image },
        { name: `avatars/${LEFTOVER()}`, hash: leftover },
        { name: `avatars/${OLD_PICTURE()}`, hash: picture },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(images).toEqual([{ filename: OLD_IMAGE, upload_hash: image }]);
    expect(profiles).toEqual([{ profile_picture: `/uploads/avatars/${picture}.png`, picture_hash: picture }]);
    // What is not an image stays where it was.
    expect(fs.readdirSync(base.config.uploadsDir, { recursive: true }).sort()).toEqual(["avatars", "notes.txt"]);
  });

  it("changes nothing the next time, and only deletes a file a crash left behind", async () => {
    const before = await boot((sql) => state(sql));
    fs.writeFileSync(path.join(base.config.uploadsDir, "avatars", OLD_PICTURE()), bytes["picture"]!);
    expect(await boot((sql) => state(sql))).toEqual(before);
    expect(fs.existsSync(path.join(base.config.uploadsDir, "avatars", OLD_PICTURE()))).toBe(false);
  });

  it("drops the member's old names and pictures once they save a new one", async () => {
    const picture = `data:image/png;base64,${(await png(9, 9)).toString("base64")}`;
    const [uploads, names] = await boot(async (sql, runtime) => {
      await runtime.runPromise(
        updateProfile(withoutSession(memberId), {
          firstName: "Lama",
          lastName: "Tester",
          phoneNumber: newMember("Other").phoneNumber,
          profilePicture: picture,
        }),
      );
      return state(sql);
    });
    expect(names).toEqual([{ name: OLD_IMAGE, hash: sha(bytes["image"]!) }]);
    expect(hashes(uploads)).not.toContain(sha(bytes["picture"]!));
    expect(hashes(uploads)).not.toContain(sha(bytes["leftover"]!));
  });
});
