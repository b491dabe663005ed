import { queryOptions } from "@tanstack/react-query";
import type { DataAccessEntry as Entry } from "../../../../domain/contract/personal-data.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// One entry of the data-access log (GET /api/admin/data-access), newest first: who viewed or
// took out members' personal data. `memberId` is null when one action covered many members.
// `detail` is whatever the action recorded: a period, a format, the filters used.
export type DataAccessEntry = Entry;
const dataAccessLog = schemaOf(() => import("../../../../domain/contract/personal-data.ts"), "DataAccessLog");

export const dataAccessQueryOptions = () =>
  queryOptions({ queryKey: ["/api/admin/data-access"], queryFn: api.queryFn({ schema: dataAccessLog }) });
