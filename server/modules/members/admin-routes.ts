import { Router } from "express";
import { route } from "../../platform/http/route.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { exportMembersHandler } from "./export.ts";
import { memberSearch, memberStats } from "./search-route.ts";

// Member rows for the admin table, a page at a time (search-route.ts), and the full export.
export const adminMemberRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/super-admin/member-stats", route(runtime, memberStats))
    .get("/api/admin/users/search", route(runtime, memberSearch))
    .get("/api/super-admin/export-members", exportMembersHandler(runtime));
