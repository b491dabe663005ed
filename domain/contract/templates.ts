import { Schema } from "effect";
import { LANGUAGES } from "../languages.ts";
import { Count, hasNoNul, Instant } from "./http.ts";
import { TEMPLATE_MAX_LENGTH } from "./limits.ts";

// Share templates: the active ones are public copy (read without a session), in
// the language asked for; admins read every one with its translations and change their text and
// whether members see them.

export const TemplateLanguage = Schema.Literals(LANGUAGES).annotate({
  description: "A language the app speaks: en, ms, zh or ta",
});

export const MessageTemplate = Schema.Struct({
  id: Count,
  name: Schema.String,
  type: Schema.String,
  content: Schema.String,
  isActive: Schema.Boolean,
}).annotate({ identifier: "MessageTemplate" });
export type MessageTemplate = typeof MessageTemplate.Type;
export const MessageTemplates = Schema.Array(MessageTemplate);

/** `language` picks the texts (a template not translated into it comes in English); without it, Accept-Language does. */
export const TemplatesQuery = Schema.Struct({
  language: Schema.optional(TemplateLanguage),
});

/** One language's text of a template, as an admin last saved it. */
export const TemplateText = Schema.Struct({
  content: Schema.String,
  updatedAt: Instant,
  updatedBy: Schema.NullOr(Count),
}).annotate({ identifier: "TemplateText" });
export type TemplateText = typeof TemplateText.Type;

/** A translation, or null while members asking in that language get the English text. */
const Translation = Schema.NullOr(TemplateText);

/** The template as it reads in English, with its translations beside it. */
export const AdminTemplate = Schema.Struct({
  ...MessageTemplate.fields,
  updatedAt: Instant,
  updatedBy: Schema.NullOr(Count),
  translations: Schema.Struct({ ms: Translation, zh: Translation, ta: Translation }),
}).annotate({ identifier: "AdminTemplate" });
export type AdminTemplate = typeof AdminTemplate.Type;
export const AdminTemplates = Schema.Array(AdminTemplate);

export const TemplateNameParams = Schema.Struct({ name: Schema.String });

/**
 * The content is trimmed first, so blank text is refused like empty text. `language` (English
 * unless given) is the text saved; a translation must hold the English text's placeholders.
 */
export const TemplateBody = Schema.Struct({
  content: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "must not be empty" }),
      Schema.isMaxLength(TEMPLATE_MAX_LENGTH, { message: `must be at most ${TEMPLATE_MAX_LENGTH} characters` }),
      hasNoNul,
    ),
  ),
  isActive: Schema.optional(Schema.Boolean),
  language: Schema.optional(TemplateLanguage),
});
export type TemplateBody = typeof TemplateBody.Type;
