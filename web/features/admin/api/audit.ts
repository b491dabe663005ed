import { queryOptions } from "@tanstack/react-query";

// One admin decision from the event log (GET /api/admin/audit), newest first.
export type AuditEntry = {
  id: number;
  type: string;
  actorId: number;
  actorName: string;
  subject: string;
  at: string;
};

export const auditQueryOptions = () => queryOptions<AuditEntry[]>({ queryKey: ["/api/admin/audit"] });
