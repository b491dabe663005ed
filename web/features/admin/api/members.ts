import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { memberRowsPath, type MemberFilters, type Platform } from "../utils/member-search.ts";

type SocialLink = { profileLink: string | null; profileName: string | null; followers: number };

// A member as admins see it (spec §3 "Member (admin view)"): no bank details, birth date or
// address. referrerId and username come with it for the referred-by link.
export type AdminMember = {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  username: string;
  email: string;
  phoneNumber: string;
  referralId: string;
  referrerId: number | null;
  referredBy: string | null;
  state: string | null;
  city: string | null;
  joinedDate: string;
  directRecruits: number;
  totalTeamMembers: number;
  monthlyIncome: number;
  isAdmin: boolean;
  gender: string | null;
  maritalStatus: string | null;
  languages: string[];
  influencerCategories: string[];
  socialMediaLinks: Partial<Record<Platform, SocialLink>>;
};

// At most 500 rows come back, newest first; `hasMore` says matching members were left out.
export type MemberRows = { members: AdminMember[]; hasMore: boolean };

// The path is the key (as for every query), so each set of filters is cached on its own.
export const memberRowsQueryOptions = (filters: MemberFilters) => {
  const path = memberRowsPath(filters);
  return queryOptions<MemberRows>({
    queryKey: [path],
    queryFn: async () => {
      const response = await api.request("GET", path);
      return { members: (await response.json()) as AdminMember[], hasMore: response.headers.get("X-Has-More") === "true" };
    },
  });
};

export const exportMembersPath = (format: "json" | "csv") =>
  `/api/super-admin/export-members${format === "csv" ? "?format=csv" : ""}`;
