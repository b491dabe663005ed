import { queryOptions } from "@tanstack/react-query";
import { api, schemaOf } from "../../../lib/api.ts";

// Mail kept on the server when no mail service is configured (GET /api/admin/outbox).
export type { OutboxMail } from "../../../../domain/contract/admin.ts";
const outbox = schemaOf(() => import("../../../../domain/contract/admin.ts"), "Outbox");

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ["/api/admin/outbox?limit=20"], queryFn: api.queryFn({ schema: outbox }) });
