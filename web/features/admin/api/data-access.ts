import { queryOptions } from "@tanstack/react-query";
import type { DataAccessEntry as Entry } from "../../../../domain/contract/personal-data.ts";
import { personalDataApi } from "../../../../domain/contract/routes/personal-data.ts";
import { api } from "../../../lib/api.ts";

// One entry of the data-access log, newest first: who viewed or took out members' personal
// data. `memberId` is null when one action covered many members. `detail` is whatever the
// action recorded: a period, a format, the filters used.
export type DataAccessEntry = Entry;

export const dataAccessQueryOptions = () => queryOptions(api.query(personalDataApi.accessLog));
