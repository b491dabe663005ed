import { Effect } from "effect";
import { Database, type DatabaseShape, type Sql } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { moveLegacyFiles } from "../../platform/upload-store/legacy-files.ts";
import { dropUploadName, putUpload } from "../../platform/upload-store/store.ts";
import { sniffImage } from "../profile/picture.ts";
import type { Upload } from "./upload.ts";

// Brand images: the bytes in `uploads` (decision 25) under their hash, the row in `images`
// naming them, both written in one transaction. A new image's file name is "<hash>.<ext>";
// one from before keeps its random name, which `upload_names` still serves.
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

export const storeImage = Effect.fn("Images.store")(function* (upload: Upload, adminId: number) {
  const db = yield* Database;
  const id = yield* db.transaction((tx) =>
    Effect.gen(function* () {
      const stored = yield* putUpload(tx, upload.bytes, upload.contentType);
      const [inserted] = yield* tx.query<{ id: number }>(
        `INSERT INTO images (filename, original_name, description, content_type, size_bytes, uploaded_by, upload_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          stored.name,
          upload.originalName,
          upload.description,
          stored.contentType,
          stored.sizeBytes,
          adminId,
          stored.hash,
        ],
      );
      return inserted!.id;
    }),
  );
  const [row] = yield* db.query<Row>(`${SELECT} WHERE i.id = $1`, [id]);
  return toImage(row!);
});

/** Removes the row, the old name it was served under, and the blob once nothing else shows it. */
export const deleteImage = Effect.fn("Images.delete")(function* (id: number) {
  const db = yield* Database;
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      const [row] = yield* tx.query<{ filename: string; upload_hash: string | null }>(
        `DELETE FROM images WHERE id = $1 RETURNING filename, upload_hash`,
        [id],
      );
      if (!row) return yield* Effect.fail(new NotFound({ what: "Image" }));
      if (row.upload_hash !== null) yield* dropUploadName(tx, row.filename, row.upload_hash);
      return { id, filename: row.filename };
    }),
  );
});

/** Start-up: moves brand image files left under UPLOADS_DIR into the database; each row keeps its name. */
export const moveImageFiles = (db: DatabaseShape, uploadsDir: string) =>
  moveLegacyFiles(db, uploadsDir, {
    folder: "",
    typeOf: (bytes) => sniffImage(bytes)?.type ?? null,
    rewrite: (tx, oldName, stored) =>
      tx.query(`UPDATE images SET upload_hash = $2 WHERE filename = $1 AND upload_hash IS NULL`, [
        oldName,
        stored.hash,
      ]),
  });
