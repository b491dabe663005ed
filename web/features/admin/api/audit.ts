import { queryOptions } from "@tanstack/react-query";
import { api, schemaOf } from "../../../lib/api.ts";

// Admin decisions from the event log (GET /api/admin/audit), newest first.
export type { AuditEntry } from "../../../../domain/contract/admin.ts";
const auditLog = schemaOf(() => import("../../../../domain/contract/admin.ts"), "AuditLog");

export const auditQueryOptions = () =>
  queryOptions({ queryKey: ["/api/admin/audit"], queryFn: api.queryFn({ schema: auditLog }) });
