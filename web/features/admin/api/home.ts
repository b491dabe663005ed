import { queryOptions } from "@tanstack/react-query";
import { api, schemaOf } from "../../../lib/api.ts";

// What needs doing (GET /api/admin/home): its path starts with /api/admin/, so every decision
// that changes a count fetches it again (utils/refresh.ts).
export type { AdminHome } from "../../../../domain/contract/admin.ts";
const adminHome = schemaOf(() => import("../../../../domain/contract/admin.ts"), "AdminHome");

export const adminHomeQueryOptions = () =>
  queryOptions({ queryKey: ["/api/admin/home"], queryFn: api.queryFn({ schema: adminHome }) });
