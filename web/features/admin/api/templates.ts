import { queryOptions } from "@tanstack/react-query";
import { TEMPLATE_MAX_LENGTH } from "../../../../domain/contract/limits.ts";
import type { AdminTemplate } from "../../../../domain/contract/templates.ts";
import type { Language } from "../../../../domain/languages.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// Every share template, active or not, with its translations, as admins edit them; a change is the
// contract's TemplateBody with `isActive` and `language` always sent (domain/contract/templates.ts).
export type { AdminTemplate } from "../../../../domain/contract/templates.ts";
export type TemplateChange = { content: string; isActive: boolean; language: Language };
export { TEMPLATE_MAX_LENGTH };
const contract = () => import("../../../../domain/contract/templates.ts");

export const adminTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/super-admin/message-templates"],
    queryFn: api.queryFn({ schema: schemaOf(contract, "AdminTemplates") }),
  });

export async function saveTemplate(name: string, change: TemplateChange): Promise<AdminTemplate> {
  return api.request("PUT", `/api/super-admin/message-templates/${encodeURIComponent(name)}`, change, {
    schema: schemaOf(contract, "AdminTemplate"),
  });
}
