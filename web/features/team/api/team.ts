import { queryOptions } from "@tanstack/react-query";

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

export type Team = { level1: TeamMember[]; level2: TeamMember[] };

export const teamQueryOptions = () => queryOptions<Team>({ queryKey: ["/api/dashboard/team"] });
