import { queryOptions } from "@tanstack/react-query";
import type { MessageTemplate } from "../../../../domain/contract/templates.ts";
import { ApiError, decode, schemaOf } from "../../../lib/api.ts";

export type { MessageTemplate };
const templates = schemaOf(() => import("../../../../domain/contract/templates.ts"), "MessageTemplates");

// Share copy is public: it is fetched without the session token, so a plain fetch.
async function fetchTemplates({ signal }: { signal: AbortSignal }): Promise<ReadonlyArray<MessageTemplate>> {
  const response = await fetch("/api/message-templates", { signal });
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${(await response.text()) || response.statusText}`);
  }
  return decode(templates, await response.json(), "/api/message-templates");
}

export const messageTemplatesQueryOptions = () =>
  queryOptions({ queryKey: ["/api/message-templates"], queryFn: fetchTemplates });
