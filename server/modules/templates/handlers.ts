import { Effect } from "effect";
import type { Language } from "../../../domain/languages.ts";
import type { DatabaseShape, Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { NotFound, ValidationError } from "../../platform/http/errors.ts";
import { placeholderProblem } from "./placeholders.ts";

// Share templates as admins see and edit them: every template, active or not, each as it reads
// in English with its translations beside it (null for a language still shared in English).
interface TemplateText {
  content: string;
  updatedAt: string;
  updatedBy: number | null;
}

type Translated = Exclude<Language, "en">;

export interface TemplateRow extends TemplateText {
  id: number;
  name: string;
  type: string;
  isActive: boolean;
  translations: Record<Translated, TemplateText | null>;
}

interface Stored {
  id: number;
  name: string;
  type: string;
  language: Language;
  content: string;
  isActive: boolean;
  updatedAt: Date;
  updatedBy: number | null;
}

const COLUMNS = `id, name, type, language, content, is_active AS "isActive", updated_at AS "updatedAt", updated_by AS "updatedBy"`;

const textOf = (row: Stored): TemplateText => ({
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** The English rows in order, each with the other languages' rows of its name. */
function assemble(rows: ReadonlyArray<Stored>): Array<TemplateRow> {
  const translation = (name: string, language: Translated) => {
    const row = rows.find((r) => r.name === name && r.language === language);
    return row ? textOf(row) : null;
  };
  return rows
    .filter((row) => row.language === "en")
    .map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      ...textOf(row),
      isActive: row.isActive,
      translations: {
        ms: translation(row.name, "ms"),
        zh: translation(row.name, "zh"),
        ta: translation(row.name, "ta"),
      },
    }));
}

export const allTemplates = (sql: Sql) =>
  Effect.map(sql.query<Stored>(`SELECT ${COLUMNS} FROM message_templates ORDER BY id`), assemble);

export interface TemplateChange {
  readonly content: string;
  readonly isActive?: boolean | undefined;
  readonly language?: Language | undefined;
}

/**
 * Saves one language's text of a template, recording the admin, and when given whether members
 * see the template (in every language: a switched-off template is not shared in any). A
 * translation must hold the English text's placeholders, checked against the English row locked
 * for the save, so an English edit saved at the same moment cannot slip between.
 */
export const updateTemplate = Effect.fn("Templates.update")(function* (
  db: DatabaseShape,
  name: string,
  change: TemplateChange,
  adminId: number,
) {
  const at = yield* now;
  const language = change.language ?? "en";
  const rows = yield* db.transaction((tx) =>
    Effect.gen(function* () {
      const [english] = yield* tx.query<{ type: string; content: string; isActive: boolean }>(
        `SELECT type, content, is_active AS "isActive" FROM message_templates WHERE name = $1 AND language = 'en' FOR UPDATE`,
        [name],
      );
      if (!english) return yield* Effect.fail(new NotFound({ what: "Template" }));
      if (language !== "en") {
        const problem = placeholderProblem(english.content, change.content);
        if (problem) {
          return yield* Effect.fail(
            new ValidationError({ error: `Invalid template: content ${problem}`, fields: { content: problem } }),
          );
        }
      }
      yield* tx.query(
        `INSERT INTO message_templates (name, type, language, content, is_active, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (name, language) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [name, english.type, language, change.content, english.isActive, at, adminId],
      );
      if (change.isActive !== undefined) {
        yield* tx.query(`UPDATE message_templates SET is_active = $2 WHERE name = $1`, [name, change.isActive]);
      }
      return yield* tx.query<Stored>(`SELECT ${COLUMNS} FROM message_templates WHERE name = $1 ORDER BY id`, [name]);
    }),
  );
  const [template] = assemble(rows);
  if (!template) return yield* Effect.die(new Error(`template ${name} lost its English text`));
  return template;
});
