import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

// Every share template, active or not, as admins edit them.
export type AdminTemplate = {
  id: number;
  name: string;
  type: string;
  content: string;
  isActive: boolean;
  updatedAt: string;
  updatedBy: number | null;
};

export type TemplateChange = { content: string; isActive: boolean };

export const TEMPLATE_MAX_LENGTH = 2000;

export const adminTemplatesQueryOptions = () =>
  queryOptions<AdminTemplate[]>({ queryKey: ["/api/super-admin/message-templates"] });

export async function saveTemplate(name: string, change: TemplateChange): Promise<AdminTemplate> {
  const response = await api.request("PUT", `/api/super-admin/message-templates/${encodeURIComponent(name)}`, change);
  return (await response.json()) as AdminTemplate;
}
