import { queryOptions } from "@tanstack/react-query";
import { api, schemaOf } from "../../../lib/api.ts";

// Public deployment settings (GET /api/app-config); publicAppUrl is null when not configured.
export type { AppConfig } from "../../../../domain/contract/system.ts";
const appConfig = schemaOf(() => import("../../../../domain/contract/system.ts"), "AppConfig");

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ["/api/app-config"], queryFn: api.queryFn({ schema: appConfig }) });
