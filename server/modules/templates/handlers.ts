import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { NotFound } from "../../platform/http/errors.ts";

// Share templates as admins see and edit them: every template, active or not.
export interface TemplateRow {
  id: number;
  name: string;
  type: string;
  content: string;
  isActive: boolean;
  updatedAt: string;
  updatedBy: number | null;
}

const COLUMNS = `id, name, type, content, is_active AS "isActive", updated_at AS "updatedAt", updated_by AS "updatedBy"`;

const toTemplate = (row: Omit<TemplateRow, "updatedAt"> & { updatedAt: Date }): TemplateRow => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export const allTemplates = (sql: Sql) =>
  Effect.map(
    sql.query<Omit<TemplateRow, "updatedAt"> & { updatedAt: Date }>(
      `SELECT ${COLUMNS} FROM message_templates ORDER BY id`,
    ),
    (rows) => rows.map(toTemplate),
  );

export interface TemplateChange {
  readonly content: string;
  readonly isActive?: boolean | undefined;
}

/** Saves a template's text (and, when given, whether members see it), recording the admin. */
export const updateTemplate = Effect.fn("Templates.update")(function* (
  sql: Sql,
  name: string,
  change: TemplateChange,
  adminId: number,
) {
  const at = yield* now;
  const [row] = yield* sql.query<Omit<TemplateRow, "updatedAt"> & { updatedAt: Date }>(
    `UPDATE message_templates SET content = $2, is_active = coalesce($3, is_active), updated_at = $4, updated_by = $5
      WHERE name = $1 RETURNING ${COLUMNS}`,
    [name, change.content, change.isActive ?? null, at, adminId],
  );
  if (!row) return yield* Effect.fail(new NotFound({ what: "Template" }));
  return toTemplate(row);
});
