import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type SocialPlatform = "instagram" | "tiktok" | "youtube" | "facebook" | "twitter";
export type SocialLink = { profileLink?: string | null; profileName?: string | null; followers?: number | null };

// The signed-in member's own profile (GET /api/profile), also the shape PUT /api/profile takes.
export type Profile = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dateOfBirth: string | null;
  gender: string | null;
  ethnicity: string | null;
  maritalStatus: string | null;
  numberOfChildren: number | null;
  state: string | null;
  city: string | null;
  timezone: string | null;
  bio: string | null;
  profilePicture: string | null;
  languages: string[] | null;
  influencerCategories: string[] | null;
  socialMediaLinks: Partial<Record<SocialPlatform, SocialLink>> | null;
  bankAccountHolderName: string | null;
  bankName: string | null;
  bankAccountNumber: string | null;
  deliveryAddressLine1: string | null;
  deliveryAddressLine2: string | null;
  deliveryCity: string | null;
  deliveryState: string | null;
  deliveryPostalCode: string | null;
  deliveryCountry: string | null;
  isAdmin: boolean;
  referralId: string;
  createdAt: string;
};

export const PROFILE_STALE_MS = 5 * 60 * 1000;

// Cached for five minutes (spec §7); enabled only while a user is stored.
export const profileQueryOptions = (enabled = true) =>
  queryOptions<Profile>({ queryKey: ["/api/profile"], staleTime: PROFILE_STALE_MS, enabled });

// What PUT /api/profile takes: the form's fields; identity fields stay with the server.
export type ProfilePayload = Omit<Profile, "id" | "email" | "isAdmin" | "referralId" | "createdAt">;

// The server answers with the profile as saved (names trimmed, phone normalised, a new picture
// replaced by its /uploads path).
export async function saveProfile(payload: ProfilePayload): Promise<Profile> {
  const response = await api.request("PUT", "/api/profile", payload);
  return (await response.json()) as Profile;
}

// A saved profile changes the completeness and names the dashboard shows, so its queries refresh too.
export const refreshedByProfileSave = (queryKey: readonly unknown[]): boolean => {
  const [path] = queryKey;
  return typeof path === "string" && (path === "/api/profile" || path.startsWith("/api/dashboard"));
};
