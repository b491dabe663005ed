import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Effect } from "effect";
import { Database, type Sql } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import type { Upload } from "./upload.ts";

// Brand images: the file under UPLOADS_DIR with a random name, its row in `images`. A row is
// written only after its file, and a file whose row could not be written is removed again.
export interface ImageRow {
  id: number;
  filename: string;
  originalName: string;
  description: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: number | null;
  uploadedByName: string | null;
  createdAt: string;
  url: string;
}

const SELECT = `SELECT i.id, i.filename, i.original_name, i.description, i.content_type, i.size_bytes, i.uploaded_by, i.created_at,
                       p.first_name, p.last_name
                  FROM images i LEFT JOIN profiles p ON p.member_id = i.uploaded_by`;

interface Row {
  id: number;
  filename: string;
  original_name: string;
  description: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: number | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
}

const toImage = (r: Row): ImageRow => ({
  id: r.id,
  filename: r.filename,
  originalName: r.original_name,
  description: r.description,
  contentType: r.content_type,
  sizeBytes: r.size_bytes,
  uploadedBy: r.uploaded_by,
  uploadedByName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ""}`.trim(),
  createdAt: r.created_at.toISOString(),
  url: `/uploads/${r.filename}`,
});

export const listImages = (sql: Sql) =>
  Effect.map(sql.query<Row>(`${SELECT} ORDER BY i.created_at DESC, i.id DESC`), (rows) => rows.map(toImage));

export const storeImage = Effect.fn("Images.store")(function* (uploadsDir: string, upload: Upload, adminId: number) {
  const db = yield* Database;
  const filename = `${crypto.randomBytes(16).toString("hex")}.${upload.ext}`;
  const file = path.join(uploadsDir, filename);
  yield* Effect.promise(async () => {
    await fs.mkdir(uploadsDir, { recursive: true });
    await fs.writeFile(file, upload.bytes, { flag: "wx", mode: 0o644 });
  });
  const [inserted] = yield* db
    .query<{ id: number }>(
      `INSERT INTO images (filename, original_name, description, content_type, size_bytes, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [filename, upload.originalName, upload.description, upload.contentType, upload.bytes.length, adminId],
    )
    .pipe(Effect.tapError(() => Effect.promise(() => fs.rm(file, { force: true }))));
  const [row] = yield* db.query<Row>(`${SELECT} WHERE i.id = $1`, [inserted!.id]);
  return toImage(row!);
});

/** Removes the row, then the file; a file already gone is not an error. */
export const deleteImage = Effect.fn("Images.delete")(function* (uploadsDir: string, id: number) {
  const db = yield* Database;
  const [row] = yield* db.query<{ filename: string }>(`DELETE FROM images WHERE id = $1 RETURNING filename`, [id]);
  if (!row) return yield* Effect.fail(new NotFound({ what: "Image" }));
  yield* Effect.promise(() => fs.rm(path.join(uploadsDir, path.basename(row.filename)), { force: true }));
  return { id, filename: row.filename };
});
