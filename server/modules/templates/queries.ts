import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// What members read to share: the active share templates and the brand images.

export const activeTemplates = (sql: Sql) =>
  sql.query<{ id: number; name: string; type: string; content: string; isActive: boolean }>(
    `SELECT id, name, type, content, is_active AS "isActive" FROM message_templates WHERE is_active ORDER BY id`,
  );

/** Newest first, each with the address it is served at. */
export const brandImages = (sql: Sql) =>
  Effect.map(
    sql.query<{ id: number; filename: string; originalName: string; description: string; createdAt: Date }>(
      `SELECT id, filename, original_name AS "originalName", description, created_at AS "createdAt" FROM images ORDER BY created_at DESC, id DESC`,
    ),
    (images) => images.map((i) => ({ ...i, createdAt: i.createdAt.toISOString(), url: `/uploads/${i.filename}` })),
  );
