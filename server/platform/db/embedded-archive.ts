import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { tablesHoldingRows } from "./dump.ts";
import { acquireOwnerLock, thisProcess, withOwnerLock } from "./owner-lock.ts";

// Backups of the embedded database. Its PostgreSQL is newer than the client tools a machine
// usually has (pg_dump refuses to dump a newer server), and it serves one connection, so it is
// copied the way PGlite offers: its whole data folder as a gzipped tar, made by PGlite itself
// from a database it has opened (a folder left by a crash is recovered first). Restoring loads
// the tar into a new folder beside the live one and swaps them only once it opens. Each holds the
// folder's owner lock (decision 40): a running server's database is neither copied nor replaced.

/** The first bytes of every gzip file, which the archive is. */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export const isEmbeddedArchive = (head: Buffer) => head.subarray(0, 2).equals(GZIP_MAGIC);

export const embeddedDataFolder = (dataDir: string) => path.join(dataDir, "pgdata");

const level = async (db: PGlite): Promise<number> => {
  const { rows } = await db.query<{ level: number | null }>(
    `SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN NULL
            ELSE (SELECT max(version) FROM schema_migrations) END AS level`,
  );
  return rows[0]?.level ?? 0;
};

/** The archive of the embedded database in `dataDir`, with its schema level. */
export const archiveEmbedded = (dataDir: string): Promise<{ archive: Buffer; level: number }> =>
  withOwnerLock(dataDir, thisProcess(), async () => {
    const db = await PGlite.create(embeddedDataFolder(dataDir));
    try {
      const migrationLevel = await level(db);
      const blob = await db.dumpDataDir("gzip");
      return { archive: Buffer.from(await blob.arrayBuffer()), level: migrationLevel };
    } finally {
      await db.close();
    }
  });

/**
 * What a restore would replace in `dataDir`: null without a database folder, else the tables
 * holding rows (none when only migrated).
 */
export const embeddedContents = async (dataDir: string): Promise<Array<string> | null> => {
  const folder = embeddedDataFolder(dataDir);
  if (!fs.existsSync(folder)) return null;
  return withOwnerLock(dataDir, thisProcess(), async () => {
    if (fs.readdirSync(folder).length === 0) return null;
    const db = await PGlite.create(folder);
    try {
      return await tablesHoldingRows(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
    } finally {
      await db.close();
    }
  });
};

export interface LoadedArchive {
  readonly level: number;
  /** Puts the loaded folder in place of the live one; the replaced one is kept beside it. */
  readonly swap: () => { readonly replaced: string | null };
  readonly discard: () => void;
}

/** Loads an archive into a folder next to the live one and reads its schema level; the lock is held until swap or discard. */
export const loadEmbeddedArchive = async (dataDir: string, archive: Buffer): Promise<LoadedArchive> => {
  const lock = acquireOwnerLock(dataDir, thisProcess());
  const live = embeddedDataFolder(dataDir);
  const loading = `${live}.restoring`;
  const discard = () => {
    fs.rmSync(loading, { recursive: true, force: true });
    lock.release();
  };
  let migrationLevel: number;
  try {
    fs.rmSync(loading, { recursive: true, force: true });
    fs.mkdirSync(loading, { recursive: true });
    const db = await PGlite.create({ dataDir: loading, loadDataDir: new Blob([new Uint8Array(archive)]) });
    try {
      migrationLevel = await level(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    discard();
    throw error;
  }
  return {
    level: migrationLevel,
    discard,
    swap: () => {
      try {
        const replaced = fs.existsSync(live) ? `${live}.before-restore` : null;
        if (replaced) {
          fs.rmSync(replaced, { recursive: true, force: true });
          fs.renameSync(live, replaced);
        }
        fs.renameSync(loading, live);
        return { replaced };
      } finally {
        lock.release();
      }
    },
  };
};
