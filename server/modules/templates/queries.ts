import { Effect } from "effect";
import type { Language } from "../../../domain/languages.ts";
import type { Sql } from "../../platform/db/database.ts";

// What members read to share: the active share templates and the brand images.

/**
 * The active templates in `language`, each in English where it has no text in that language yet.
 * A template is known by its English row (its id, type and switch), whatever language it is read in.
 */
export const activeTemplates = (sql: Sql, language: Language) =>
  sql.query<{ id: number; name: string; type: string; content: string; isActive: boolean }>(
    `SELECT en.id, en.name, en.type, coalesce(t.content, en.content) AS content, en.is_active AS "isActive"
       FROM message_templates en
       LEFT JOIN message_templates t ON t.name = en.name AND t.language = $1
      WHERE en.language = 'en' AND en.is_active
      ORDER BY en.id`,
    [language],
  );

/** Newest first, each with the address it is served at. */
export const brandImages = (sql: Sql) =>
  Effect.map(
    sql.query<{ id: number; filename: string; originalName: string; description: string; createdAt: Date }>(
      `SELECT id, filename, original_name AS "originalName", description, created_at AS "createdAt" FROM images ORDER BY created_at DESC, id DESC`,
    ),
    (images) => images.map((i) => ({ ...i, createdAt: i.createdAt.toISOString(), url: `/uploads/${i.filename}` })),
  );
