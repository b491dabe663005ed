import { Effect, Schema } from "effect";
import { Router } from "express";
import { ADMIN_HEADERS, hasNoNul, pathParam, requireAdminAction } from "../admin/guard.ts";
import { Database } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { allTemplates, updateTemplate } from "./handlers.ts";

export const TEMPLATE_MAX_LENGTH = 2000;

// The content is trimmed first, so blank text is refused like empty text.
const TemplateBody = Schema.Struct({
  content: Schema.String.pipe(Schema.check(
    Schema.isMinLength(1, { message: "must not be empty" }),
    Schema.isMaxLength(TEMPLATE_MAX_LENGTH, { message: `must be at most ${TEMPLATE_MAX_LENGTH} characters` }),
    hasNoNul,
  )),
  isActive: Schema.optional(Schema.Boolean),
});

const trimmedContent = (body: unknown): unknown => {
  if (typeof body !== "object" || body === null) return body;
  const content = (body as { content?: unknown }).content;
  return { ...body, content: typeof content === "string" ? content.trim() : content };
};

export const adminTemplateRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/super-admin/message-templates", route(runtime, (req) => Effect.gen(function* () {
      yield* requireAdminAction(req);
      return { body: yield* allTemplates(yield* Database), headers: ADMIN_HEADERS };
    })))
    .put("/api/super-admin/message-templates/:name", route(runtime, (req) => Effect.gen(function* () {
      const { caller } = yield* requireAdminAction(req);
      const name = pathParam(req, "name");
      if (!/^[\w-]{1,100}$/.test(name)) return yield* Effect.fail(new NotFound({ what: "Template" }));
      const change = yield* decodeInput(TemplateBody, "Invalid template")(trimmedContent(req.body));
      const template = yield* updateTemplate(yield* Database, name, change, caller.memberId);
      return { body: template, headers: ADMIN_HEADERS };
    })));
