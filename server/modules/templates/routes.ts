import { Effect } from "effect";
import { templatesApi } from "../../../domain/contract/routes/templates.ts";
import { Database } from "../../platform/db/database.ts";
import { implement } from "../../platform/http/bind.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { allTemplates, updateTemplate } from "./handlers.ts";
import { acceptedLanguage } from "./placeholders.ts";
import { activeTemplates, brandImages } from "./queries.ts";

// Share templates are public copy (the share screen fetches them without a token), in the
// language the screen speaks (?language=, else Accept-Language); images need a session. An
// admin's save changes one language's text (English unless the body names another).
export const templatesRoutes = implement(templatesApi, {
  active: ({ req, query }) =>
    Effect.gen(function* () {
      const language = query.language ?? acceptedLanguage(req.get("accept-language"));
      return yield* activeTemplates(yield* Database, language);
    }),
  brandImages: () =>
    Effect.gen(function* () {
      return { images: yield* brandImages(yield* Database) };
    }),
  list: () =>
    Effect.gen(function* () {
      return yield* allTemplates(yield* Database);
    }),
  save: ({ caller, params, body }) =>
    Effect.gen(function* () {
      if (!/^[\w-]{1,100}$/.test(params.name)) return yield* Effect.fail(new NotFound({ what: "Template" }));
      return yield* updateTemplate(yield* Database, params.name, body, caller.memberId);
    }),
});
