import { queryOptions } from "@tanstack/react-query";
import { TEMPLATE_MAX_LENGTH } from "../../../../domain/contract/limits.ts";
import { templatesApi } from "../../../../domain/contract/routes/templates.ts";
import type { Language } from "../../../../domain/languages.ts";
import { api } from "../../../lib/api.ts";

// Every share template, active or not, with its translations, as admins edit them; a change is the
// contract's TemplateBody with `isActive` and `language` always sent.
export type { AdminTemplate } from "../../../../domain/contract/templates.ts";
export type TemplateChange = { content: string; isActive: boolean; language: Language };
export { TEMPLATE_MAX_LENGTH };

export const adminTemplatesQueryOptions = () => queryOptions(api.query(templatesApi.list));

export const saveTemplate = (name: string, change: TemplateChange) =>
  api.call(templatesApi.save, { params: { name }, body: change });
