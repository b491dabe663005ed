import crypto from "node:crypto";
import { Effect } from "effect";
import type { DbError, Sql } from "../db/database.ts";

// Uploaded bytes in the `uploads` table (migration 026), keyed by their SHA-256. Whoever keeps
// one refers to it by a foreign key; releasing a blob deletes it unless one of those still
// does, so the database, not a count kept beside it, decides when a blob is garbage.

/** The types a blob may have and the extension its URL carries. */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

export interface StoredUpload {
  readonly hash: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  /** "<hash>.<ext>": the content-addressed name its URL ends with. */
  readonly name: string;
}

export const hashOf = (bytes: Buffer): string => crypto.createHash("sha256").update(bytes).digest("hex");

export const uploadName = (hash: string, contentType: string): string =>
  `${hash}.${UPLOAD_EXTENSIONS[contentType] ?? "bin"}`;

/**
 * Keeps `bytes` (stored once however often they come) inside the caller's transaction, which
 * must then write its reference. The row is locked as it is written or found, so a release
 * running at the same moment waits for this transaction and then sees the new reference,
 * instead of deleting the blob between this statement and the reference.
 */
export const putUpload = (tx: Sql, bytes: Buffer, contentType: string): Effect.Effect<StoredUpload, DbError> => {
  const hash = hashOf(bytes);
  return Effect.as(
    tx.query(
      `INSERT INTO uploads (hash, body, content_type, size_bytes) VALUES ($1, $2, $3, $4)
       ON CONFLICT (hash) DO UPDATE SET created_at = uploads.created_at`,
      [hash, bytes, contentType, bytes.length],
    ),
    { hash, contentType, sizeBytes: bytes.length, name: uploadName(hash, contentType) },
  );
};

const STILL_REFERENCED = "23503";

/**
 * Deletes the blob unless something still refers to it (another member's identical picture,
 * a brand image, an old name); true when it went. Inside a transaction: the attempt runs under
 * a savepoint, so a refusal by a foreign key leaves the caller's transaction usable.
 */
export const releaseUpload = (tx: Sql, hash: string): Effect.Effect<boolean, DbError> =>
  Effect.gen(function* () {
    yield* tx.query("SAVEPOINT release_upload");
    const deleted = yield* tx.query(`DELETE FROM uploads WHERE hash = $1 RETURNING hash`, [hash]).pipe(
      Effect.map((rows) => rows.length > 0),
      Effect.catchTag("DbError", (error) =>
        error.code === STILL_REFERENCED
          ? Effect.as(tx.query("ROLLBACK TO SAVEPOINT release_upload"), false)
          : Effect.fail(error),
      ),
    );
    yield* tx.query("RELEASE SAVEPOINT release_upload");
    return deleted;
  });

/** Releases each blob once; how many went. */
export const releaseUploads = (tx: Sql, hashes: Iterable<string | null>) =>
  Effect.gen(function* () {
    let released = 0;
    for (const hash of new Set(hashes)) if (hash !== null && (yield* releaseUpload(tx, hash))) released += 1;
    return released;
  });

/** Drops one old name of the blob `hash` and releases the blob; whether it went. */
export const dropUploadName = (tx: Sql, name: string, hash: string) =>
  Effect.flatMap(tx.query(`DELETE FROM upload_names WHERE name = $1 AND hash = $2`, [name, hash]), () =>
    releaseUpload(tx, hash),
  );

/** Drops old names (upload_names) matching a LIKE pattern and releases the blobs they named. */
export const dropUploadNames = (tx: Sql, pattern: string) =>
  Effect.flatMap(
    tx.query<{ hash: string }>(`DELETE FROM upload_names WHERE name LIKE $1 RETURNING hash`, [pattern]),
    (rows) =>
      releaseUploads(
        tx,
        rows.map((r) => r.hash),
      ),
  );
