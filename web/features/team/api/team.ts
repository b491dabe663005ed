import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { dashboardApi } from "../../../../domain/contract/routes/dashboard.ts";
import type { TeamPage } from "../../../../domain/contract/team.ts";
import { api } from "../../../lib/api.ts";
import { firstPageParam, nextPageParam, teamPageQuery, type LevelFilter, type PageParam } from "../utils/team-pages.ts";

// One member of the viewer's Level 1 or Level 2, and one page of the team: the next members of
// each level asked for (the other level's list is empty when one level is asked for) and the
// whole team's totals.
export type { TeamMember, TeamPage } from "../../../../domain/contract/team.ts";

// The dashboard shows three members per level; My Team asks for a screenful at a time.
export const TEAM_PREVIEW = 3;
export const TEAM_PAGE_SIZE = 24;

// The first three of each level and the totals: the dashboard's team panel, and My Team's badge
// and summary cards (which stay put while the list below is searched and filtered).
export const teamPreviewQueryOptions = () =>
  queryOptions(api.query(dashboardApi.team, { query: { limit: TEAM_PREVIEW } }));

// My Team's list: Level 1 then Level 2 in joining order, the next page as the member scrolls.
// The key starts with the route's path, so whatever refreshes the dashboard's data refreshes it too.
export const teamPagesQueryOptions = (filter: LevelFilter, search: string) =>
  infiniteQueryOptions({
    queryKey: [dashboardApi.team.path, { filter, search }] as const,
    queryFn: ({ pageParam }): Promise<TeamPage> =>
      api.call(dashboardApi.team, { query: teamPageQuery(pageParam, search, TEAM_PAGE_SIZE) }),
    initialPageParam: firstPageParam(filter),
    getNextPageParam: (last: TeamPage, _pages: TeamPage[], param: PageParam) => nextPageParam(filter, param, last),
  });
