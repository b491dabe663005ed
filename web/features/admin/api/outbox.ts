import { queryOptions } from "@tanstack/react-query";
import { mailApi } from "../../../../domain/contract/routes/mail.ts";
import { api } from "../../../lib/api.ts";

// Mail kept on the server when no mail service is configured, the newest twenty.
export type { OutboxMail } from "../../../../domain/contract/admin.ts";

export const outboxQueryOptions = () => queryOptions(api.query(mailApi.outbox, { query: { limit: 20 } }));
