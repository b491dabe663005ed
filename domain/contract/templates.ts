import { Schema } from "effect";
import { Count, hasNoNul, Instant } from "./http.ts";
import { TEMPLATE_MAX_LENGTH } from "./limits.ts";

// Share templates: the active ones are public copy (GET /api/message-templates, no session);
// admins read every one and change their text and whether members see them.

export const MessageTemplate = Schema.Struct({
  id: Count,
  name: Schema.String,
  type: Schema.String,
  content: Schema.String,
  isActive: Schema.Boolean,
}).annotate({ identifier: "MessageTemplate" });
export type MessageTemplate = typeof MessageTemplate.Type;
export const MessageTemplates = Schema.Array(MessageTemplate);

export const AdminTemplate = Schema.Struct({
  ...MessageTemplate.fields,
  updatedAt: Instant,
  updatedBy: Schema.NullOr(Count),
}).annotate({ identifier: "AdminTemplate" });
export type AdminTemplate = typeof AdminTemplate.Type;
export const AdminTemplates = Schema.Array(AdminTemplate);

export const TemplateNameParams = Schema.Struct({ name: Schema.String });

/** The content is trimmed first, so blank text is refused like empty text. */
export const TemplateBody = Schema.Struct({
  content: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "must not be empty" }),
      Schema.isMaxLength(TEMPLATE_MAX_LENGTH, { message: `must be at most ${TEMPLATE_MAX_LENGTH} characters` }),
      hasNoNul,
    ),
  ),
  isActive: Schema.optional(Schema.Boolean),
});
export type TemplateBody = typeof TemplateBody.Type;
