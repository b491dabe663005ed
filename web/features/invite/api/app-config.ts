import { queryOptions } from "@tanstack/react-query";

// Public deployment settings (GET /api/app-config); publicAppUrl is null when not configured.
export type AppConfig = { publicAppUrl: string | null };

export const appConfigQueryOptions = () => queryOptions<AppConfig>({ queryKey: ["/api/app-config"] });
