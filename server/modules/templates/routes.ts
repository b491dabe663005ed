import { Effect } from "effect";
import { Router } from "express";
import { BrandImages } from "../../../domain/contract/images.ts";
import {
  AdminTemplate,
  AdminTemplates,
  MessageTemplates,
  TemplateBody,
  TemplatesQuery,
} from "../../../domain/contract/templates.ts";
import { ADMIN_HEADERS, pathParam, requireAdminAction } from "../admin/guard.ts";
import { requireMember } from "../credentials/session.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput, withTrimmed } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { allTemplates, updateTemplate } from "./handlers.ts";
import { acceptedLanguage } from "./placeholders.ts";
import { activeTemplates, brandImages } from "./queries.ts";

// Share templates are public copy (no auth: the share screen fetches them without a token), in
// the language the screen speaks (?language=, else Accept-Language); images need a session.
export const templateRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/message-templates",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const query = yield* decodeInput(
            TemplatesQuery,
            "Invalid template query",
          )({ language: req.query["language"] || undefined });
          const language = query.language ?? acceptedLanguage(req.get("accept-language"));
          return { body: encode(MessageTemplates, yield* activeTemplates(yield* Database, language)) };
        }),
      ),
    )
    .get(
      "/api/images",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireMember(req);
          return { body: encode(BrandImages, { images: yield* brandImages(yield* Database) }) };
        }),
      ),
    );

// The content is trimmed before the contract's TemplateBody checks it, so blank text is refused
// like empty text; `language` in the body says which text is saved (English unless given).
export const adminTemplateRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/super-admin/message-templates",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          return { body: encode(AdminTemplates, yield* allTemplates(yield* Database)), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .put(
      "/api/super-admin/message-templates/:name",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { caller } = yield* requireAdminAction(req);
          const name = pathParam(req, "name");
          if (!/^[\w-]{1,100}$/.test(name)) return yield* Effect.fail(new NotFound({ what: "Template" }));
          const change = yield* decodeInput(TemplateBody, "Invalid template")(withTrimmed(req.body, "content"));
          const template = yield* updateTemplate(yield* Database, name, change, caller.memberId);
          return { body: encode(AdminTemplate, template), headers: ADMIN_HEADERS };
        }),
      ),
    );
