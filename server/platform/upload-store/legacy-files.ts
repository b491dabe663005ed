import fs from "node:fs/promises";
import path from "node:path";
import { Effect } from "effect";
import type { DatabaseShape, DbError, Sql } from "../db/database.ts";
import { putUpload, type StoredUpload } from "./store.ts";

// Uploads were files under UPLOADS_DIR before they moved into the database (decision 25). At
// each start, the files still in a folder there move into `uploads`, one transaction per file:
// the blob, the name the file was served under (upload_names, so old links keep working) and
// the caller's rewrite of whatever row referred to it. The file is deleted only after that
// commits, so a crash at any point leaves either the file or the rows, and the next start (or
// another instance starting at the same moment on a shared folder) simply does it again.

export interface MovedFiles {
  readonly moved: number;
  /** Files left where they were: not an image the app could have written, or unreadable. */
  readonly left: number;
}

export interface MoveOptions {
  /** The folder under UPLOADS_DIR ("" or "avatars"); its files are served as "<folder>/<name>". */
  readonly folder: string;
  /** The type the bytes prove, or null to leave the file alone. */
  readonly typeOf: (bytes: Buffer) => string | null;
  /** Points the rows that named the file (by its old name) at the blob. */
  readonly rewrite: (tx: Sql, oldName: string, stored: StoredUpload) => Effect.Effect<unknown, DbError>;
}

const filesIn = (dir: string) =>
  Effect.promise(() =>
    fs.readdir(dir, { withFileTypes: true }).then(
      (entries) => entries.filter((e) => e.isFile()).map((e) => e.name),
      () => [] as Array<string>,
    ),
  );

const read = (file: string) => Effect.promise(() => fs.readFile(file).catch(() => null));

export const moveLegacyFiles = (db: DatabaseShape, uploadsDir: string, options: MoveOptions) =>
  Effect.gen(function* () {
    const dir = path.join(uploadsDir, options.folder);
    let moved = 0;
    let left = 0;
    for (const file of (yield* filesIn(dir)).sort()) {
      const bytes = yield* read(path.join(dir, file));
      const type = bytes === null ? null : options.typeOf(bytes);
      if (bytes === null || type === null) {
        left += 1;
        continue;
      }
      const oldName = options.folder === "" ? file : `${options.folder}/${file}`;
      yield* db.transaction((tx) =>
        Effect.gen(function* () {
          const stored = yield* putUpload(tx, bytes, type);
          yield* tx.query(`INSERT INTO upload_names (name, hash) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
            oldName,
            stored.hash,
          ]);
          yield* options.rewrite(tx, oldName, stored);
        }),
      );
      yield* Effect.promise(() => fs.rm(path.join(dir, file), { force: true }));
      moved += 1;
    }
    return { moved, left } satisfies MovedFiles;
  });
