import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { firstPageParam, nextPageParam, teamPagePath, type LevelFilter, type PageParam } from "../utils/team-pages.ts";

type SocialName = { profileName: string; followers: number };

// One member of the viewer's Level 1 or Level 2, as GET /api/dashboard/team returns it.
export type TeamMember = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
  phoneNumber: string | null;
  city: string | null;
  state: string | null;
  createdAt: string;
  joinedDate: string;
  profilePicture: string | null;
  referrerName: string | null;
  referralCodeUsed: string | null;
  directRecruits: number;
  totalTeamMembers: number;
  monthlyIncome: number;
  totalEarnings: number;
  overrideEarnings: number;
  totalPosts: number;
  gender: string | null;
  maritalStatus: string | null;
  bio: string | null;
  influencerCategories: string[];
  socialMediaLinks: Partial<Record<"instagram" | "tiktok" | "youtube" | "facebook" | "twitter", SocialName>>;
};

// One page of GET /api/dashboard/team: the next members of each level asked for (the other
// level's list is empty when one level is asked for) and the whole team's totals.
export type TeamPage = {
  level1: TeamMember[];
  level2: TeamMember[];
  level1Total: number;
  level2Total: number;
  // Ringgit: every team member's override to the viewer this month.
  monthlyOverride: number;
  level1Next: string | null;
  level2Next: string | null;
};

// The dashboard shows three members per level; My Team asks for a screenful at a time.
export const TEAM_PREVIEW = 3;
export const TEAM_PAGE_SIZE = 24;

// The first three of each level and the totals: the dashboard's team panel, and My Team's badge
// and summary cards (which stay put while the list below is searched and filtered).
export const teamPreviewQueryOptions = () => queryOptions<TeamPage>({ queryKey: [`/api/dashboard/team?limit=${TEAM_PREVIEW}`] });

// My Team's list: Level 1 then Level 2 in joining order, the next page as the member scrolls.
// The key starts with the path, so whatever refreshes "/api/dashboard" data refreshes it too.
export const teamPagesQueryOptions = (filter: LevelFilter, search: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/dashboard/team", { filter, search }] as const,
    queryFn: async ({ pageParam }): Promise<TeamPage> =>
      (await (await api.request("GET", teamPagePath(pageParam, search, TEAM_PAGE_SIZE))).json()) as TeamPage,
    initialPageParam: firstPageParam(filter),
    getNextPageParam: (last: TeamPage, _pages: TeamPage[], param: PageParam) => nextPageParam(filter, param, last),
  });
