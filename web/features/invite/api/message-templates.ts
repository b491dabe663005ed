import { queryOptions } from "@tanstack/react-query";
import { urlOf } from "../../../../domain/contract/endpoint.ts";
import { templatesApi } from "../../../../domain/contract/routes/templates.ts";
import type { MessageTemplate } from "../../../../domain/contract/templates.ts";
import type { Language } from "../../../../domain/languages.ts";
import { api, ApiError, decode } from "../../../lib/api.ts";

export type { MessageTemplate };
const ACTIVE = templatesApi.active;

// Share copy is public: it is fetched without the session token, so a plain fetch. Each language
// the screen speaks has its own texts (English where a template is not translated yet).
async function fetchTemplates(language: Language, signal: AbortSignal): Promise<ReadonlyArray<MessageTemplate>> {
  const path = urlOf(ACTIVE.path, undefined, { language });
  const response = await fetch(path, { signal });
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${(await response.text()) || response.statusText}`);
  }
  return decode(api.answerSchema(ACTIVE), await response.json(), path);
}

/**
 * What {{name}}, the person invited, reads as in a text of each language: a share does not know
 * them, so "there", or the word each language greets someone unnamed with ("Hai kawan",
 * "朋友，你好", "வணக்கம் நண்பரே"). The admin's template editor says so beside the placeholder.
 */
export const RECIPIENTS: Readonly<Record<Language, string>> = { en: "there", ms: "kawan", zh: "朋友", ta: "நண்பரே" };

/** The key every language's texts are cached under, to refresh them all after an admin's edit. */
export const MESSAGE_TEMPLATES_KEY = [ACTIVE.path] as const;

export const messageTemplatesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...MESSAGE_TEMPLATES_KEY, language] as const,
    queryFn: ({ signal }) => fetchTemplates(language, signal),
  });
