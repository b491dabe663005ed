import { queryOptions } from "@tanstack/react-query";
import { appConfigApi } from "../../../../domain/contract/routes/app-config.ts";
import { api } from "../../../lib/api.ts";

// Public deployment settings; publicAppUrl is null when not configured.
export type { AppConfig } from "../../../../domain/contract/system.ts";

export const appConfigQueryOptions = () => queryOptions(api.query(appConfigApi.config));
