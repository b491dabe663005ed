import { queryOptions } from "@tanstack/react-query";

// Mail kept on the server when no mail service is configured (GET /api/admin/outbox).
export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

export const outboxQueryOptions = () => queryOptions<OutboxMail[]>({ queryKey: ["/api/admin/outbox?limit=20"] });
