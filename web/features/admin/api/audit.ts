import { queryOptions } from "@tanstack/react-query";
import { adminApi } from "../../../../domain/contract/routes/admin.ts";
import { api } from "../../../lib/api.ts";

// Admin decisions from the event log, newest first.
export type { AuditEntry } from "../../../../domain/contract/admin.ts";

export const auditQueryOptions = () => queryOptions(api.query(adminApi.audit));
