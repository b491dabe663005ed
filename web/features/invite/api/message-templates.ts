import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api.ts";

export type MessageTemplate = { id: number; name: string; type: string; content: string; isActive: boolean };

// Share copy is public: it is fetched without the session token (spec §6), so a plain fetch.
async function fetchTemplates({ signal }: { signal: AbortSignal }): Promise<MessageTemplate[]> {
  const response = await fetch("/api/message-templates", { signal });
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${(await response.text()) || response.statusText}`);
  }
  return (await response.json()) as MessageTemplate[];
}

export const messageTemplatesQueryOptions = () =>
  queryOptions({ queryKey: ["/api/message-templates"], queryFn: fetchTemplates });
