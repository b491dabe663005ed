import { queryOptions } from "@tanstack/react-query";
import { adminApi } from "../../../../domain/contract/routes/admin.ts";
import { api } from "../../../lib/api.ts";

// What needs doing: an admin route's query, so every decision that changes a count fetches it
// again (utils/refresh.ts).
export type { AdminHome } from "../../../../domain/contract/admin.ts";

export const adminHomeQueryOptions = () => queryOptions(api.query(adminApi.home));
