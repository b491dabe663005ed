import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded.ts";
import { migrate } from "./migrate.ts";

// docs/schema.sql: the schema every migration builds, written from the catalogue of a freshly
// migrated database (tables, columns, constraints, sequences, functions, views, indexes,
// triggers; no data, owners or grants), each kind in name order. It is built from catalogue
// queries rather than pg_dump so that the embedded database (PGlite, a newer PostgreSQL) and
// a PostgreSQL server give the same text. `npm run schema:snapshot` rewrites the file, on the
// server of DATABASE_URL when it is set, else on the embedded database; schema-snapshot.test.ts
// fails when the file no longer matches.
export const SCHEMA_FILE = path.resolve(import.meta.dirname, "../../../docs/schema.sql");

type Queryable = pg.Pool | pg.ClientBase;
const rows = async <R extends pg.QueryResultRow>(db: Queryable, text: string): Promise<Array<R>> =>
  (await db.query<R>(text)).rows;

/** Objects of the public schema that no extension brought. */
const OWN = (oid: string, catalog: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;
const PUBLIC = `(SELECT oid FROM pg_namespace WHERE nspname = 'public')`;

const sequences = async (db: Queryable) => {
  const found = await rows<{
    name: string;
    type: string;
    start: string;
    increment: string;
    min: string;
    max: string;
    cache: string;
    cycle: boolean;
    owner: string | null;
  }>(
    db,
    `
    SELECT quote_ident(c.relname) AS name, format_type(s.seqtypid, NULL) AS type, s.seqstart::text AS start,
           s.seqincrement::text AS increment, s.seqmin::text AS min, s.seqmax::text AS max, s.seqcache::text AS cache,
           s.seqcycle AS cycle,
           (SELECT quote_ident(t.relname) || '.' || quote_ident(a.attname)
              FROM pg_depend d JOIN pg_class t ON t.oid = d.refobjid
              JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
             WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'a') AS owner
      FROM pg_class c JOIN pg_sequence s ON s.seqrelid = c.oid
     WHERE c.relkind = 'S' AND c.relnamespace = ${PUBLIC} AND ${OWN("c.oid", "pg_class")}
       -- identity columns' sequences are part of their column
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'i')
     ORDER BY c.relname`,
  );
  return {
    created: found.map(
      (s) =>
        `CREATE SEQUENCE ${s.name} AS ${s.type} START WITH ${s.start} INCREMENT BY ${s.increment} MINVALUE ${s.min} MAXVALUE ${s.max} CACHE ${s.cache}${s.cycle ? " CYCLE" : " NO CYCLE"};`,
    ),
    owned: found.filter((s) => s.owner !== null).map((s) => `ALTER SEQUENCE ${s.name} OWNED BY ${s.owner};`),
  };
};

const functions = async (db: Queryable) =>
  (
    await rows<{ def: string }>(
      db,
      `
    SELECT pg_get_functiondef(p.oid) AS def
      FROM pg_proc p
     WHERE p.pronamespace = ${PUBLIC} AND p.prokind IN ('f', 'p') AND ${OWN("p.oid", "pg_proc")}
     ORDER BY p.proname, pg_get_function_identity_arguments(p.oid) COLLATE "C"`,
    )
  ).map((f) => `${f.def.trimEnd()};`);

const tables = async (db: Queryable) => {
  const found = await rows<{ oid: number; name: string; kind: string; options: string | null }>(
    db,
    `
    SELECT c.oid::int AS oid, quote_ident(c.relname) AS name, c.relkind::text AS kind, array_to_string(c.reloptions, ', ') AS options
      FROM pg_class c
     WHERE c.relkind IN ('r', 'p') AND c.relnamespace = ${PUBLIC} AND ${OWN("c.oid", "pg_class")}
     ORDER BY c.relname`,
  );
  const columns = await rows<{
    table: number;
    name: string;
    type: string;
    collation: string | null;
    expression: string | null;
    generated: string;
    identity: string;
    not_null: boolean;
  }>(
    db,
    `
    SELECT a.attrelid::int AS table, quote_ident(a.attname) AS name, format_type(a.atttypid, a.atttypmod) AS type,
           CASE WHEN a.attcollation <> t.typcollation THEN quote_ident(co.collname) END AS collation,
           pg_get_expr(d.adbin, d.adrelid) AS expression, a.attgenerated::text AS generated, a.attidentity::text AS identity,
           a.attnotnull AS not_null
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_type t ON t.oid = a.atttypid
      LEFT JOIN pg_collation co ON co.oid = a.attcollation
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE c.relkind IN ('r', 'p') AND c.relnamespace = ${PUBLIC} AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY a.attrelid, a.attnum`,
  );
  // Keys, uniques, checks and exclusions inside the table; foreign keys after every table.
  // (Not-null constraints, which newer servers also list here, are shown on their column.)
  const constraints = await rows<{ table: number; tableName: string; name: string; type: string; def: string }>(
    db,
    `
    SELECT c.conrelid::int AS table, quote_ident(t.relname) AS "tableName", quote_ident(c.conname) AS name,
           c.contype::text AS type, pg_get_constraintdef(c.oid) AS def
      FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE t.relnamespace = ${PUBLIC} AND c.contype IN ('p', 'u', 'c', 'x', 'f')
     ORDER BY t.relname, array_position(ARRAY['p', 'u', 'c', 'x', 'f'], c.contype::text), c.conname`,
  );
  const created = found.map((table) => {
    const lines = columns
      .filter((c) => c.table === table.oid)
      .map((c) => {
        let line = `${c.name} ${c.type}`;
        if (c.collation !== null) line += ` COLLATE ${c.collation}`;
        if (c.generated === "s") line += ` GENERATED ALWAYS AS (${c.expression}) STORED`;
        else if (c.generated === "v") line += ` GENERATED ALWAYS AS (${c.expression}) VIRTUAL`;
        else if (c.expression !== null) line += ` DEFAULT ${c.expression}`;
        if (c.identity === "a") line += " GENERATED ALWAYS AS IDENTITY";
        else if (c.identity === "d") line += " GENERATED BY DEFAULT AS IDENTITY";
        if (c.not_null) line += " NOT NULL";
        return line;
      });
    for (const c of constraints)
      if (c.table === table.oid && c.type !== "f") lines.push(`CONSTRAINT ${c.name} ${c.def}`);
    const partitioned = table.kind === "p" ? " PARTITIONED" : "";
    const options = table.options ? ` WITH (${table.options})` : "";
    return `CREATE${partitioned} TABLE ${table.name} (\n${lines.map((l) => `  ${l}`).join(",\n")}\n)${options};`;
  });
  const foreignKeys = constraints
    .filter((c) => c.type === "f")
    .map((c) => `ALTER TABLE ${c.tableName} ADD CONSTRAINT ${c.name} ${c.def};`);
  return { created, foreignKeys };
};

const views = async (db: Queryable) =>
  (
    await rows<{ name: string; kind: string; def: string }>(
      db,
      `
    SELECT quote_ident(c.relname) AS name, c.relkind::text AS kind, pg_get_viewdef(c.oid, true) AS def
      FROM pg_class c
     WHERE c.relkind IN ('v', 'm') AND c.relnamespace = ${PUBLIC} AND ${OWN("c.oid", "pg_class")}
     ORDER BY c.relname`,
    )
  ).map((v) => `CREATE ${v.kind === "m" ? "MATERIALIZED VIEW" : "VIEW"} ${v.name} AS\n${v.def.replace(/;\s*$/, "")};`);

/** Indexes of their own; those behind a key or unique constraint come with the constraint. */
const indexes = async (db: Queryable) =>
  (
    await rows<{ def: string }>(
      db,
      `
    SELECT pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relnamespace = ${PUBLIC}
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = i.indrelid AND k.conindid = i.indexrelid AND k.contype IN ('p', 'u', 'x'))
     ORDER BY t.relname, c.relname`,
    )
  ).map((i) => `${i.def};`);

const triggers = async (db: Queryable) =>
  (
    await rows<{ def: string }>(
      db,
      `
    SELECT pg_get_triggerdef(g.oid, true) AS def
      FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid
     WHERE t.relnamespace = ${PUBLIC} AND NOT g.tgisinternal
     ORDER BY t.relname, g.tgname`,
    )
  ).map((g) => `${g.def};`);

/** The schema of a migrated database as text: the same on PostgreSQL and on the embedded database. */
export const schemaSnapshot = async (db: Queryable): Promise<string> => {
  // Names in public are then written without it wherever PostgreSQL lets the search path decide.
  const client = db instanceof pg.Pool ? await db.connect() : db;
  try {
    await client.query(`SET search_path TO public`);
    const [level] = await rows<{ name: string | null }>(client, `SELECT max(name) AS name FROM schema_migrations`);
    const seq = await sequences(client);
    const tab = await tables(client);
    const section = (title: string, statements: ReadonlyArray<string>) =>
      statements.length === 0 ? [] : [`-- ${title}`, "", ...statements.flatMap((s) => [s, ""])];
    return [
      "-- The database schema after every migration, up to " + (level?.name ?? "none") + ".",
      "-- Generated by `npm run schema:snapshot` (server/platform/db/schema-snapshot.ts) from the catalogue",
      "-- of a freshly migrated database: do not edit it by hand. No data, owners or grants.",
      "",
      ...section("Functions", await functions(client)),
      ...section("Sequences", seq.created),
      ...section("Tables", tab.created),
      ...section("Sequences owned by columns", seq.owned),
      ...section("Views", await views(client)),
      ...section("Indexes", await indexes(client)),
      ...section("Foreign keys", tab.foreignKeys),
      ...section("Triggers", await triggers(client)),
    ]
      .join("\n")
      .replace(/\n+$/, "\n");
  } finally {
    await client.query(`RESET search_path`).catch(() => undefined);
    if (db instanceof pg.Pool) (client as pg.PoolClient).release();
  }
};

/** Applies every migration to the database at `connectionString` and answers its snapshot. */
export const migrateAndSnapshot = async (connectionString: string): Promise<string> => {
  const pool = new pg.Pool({ connectionString, max: 1 });
  try {
    await migrate(pool);
    return await schemaSnapshot(pool);
  } finally {
    await pool.end();
  }
};

/**
 * The snapshot of a new database: a database of its own on the server of `adminUrl` (dropped
 * afterwards), or without one, the embedded database in a temporary folder.
 */
export const freshSchemaSnapshot = async (adminUrl: string | null): Promise<string> => {
  if (adminUrl === null) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-schema-"));
    const embedded = await startEmbeddedPostgres(dataDir);
    try {
      return await migrateAndSnapshot(embedded.connectionString);
    } finally {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = `jemput_schema_${crypto.randomBytes(4).toString("hex")}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await migrateAndSnapshot(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
};

// `npm run schema:snapshot`
if (import.meta.main) {
  const adminUrl = process.env["DATABASE_URL"] || null;
  const text = await freshSchemaSnapshot(adminUrl);
  const before = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, "utf8") : null;
  fs.writeFileSync(SCHEMA_FILE, text);
  const where = adminUrl === null ? "the embedded database" : "PostgreSQL";
  process.stdout.write(
    `${path.relative(process.cwd(), SCHEMA_FILE)} ${before === text ? "unchanged" : "written"} (from ${where})\n`,
  );
}
