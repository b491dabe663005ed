import { queryOptions } from "@tanstack/react-query";
import type { Profile } from "../../../../domain/contract/profile.ts";
import { api, schemaOf } from "../../../lib/api.ts";

export type SocialPlatform = "instagram" | "tiktok" | "youtube" | "facebook" | "twitter";

// The signed-in member's own profile (GET /api/profile) as the contract (domain/contract/profile.ts)
// describes it; PUT /api/profile takes its form fields and answers with it.
export type { Profile, SocialLink } from "../../../../domain/contract/profile.ts";
const contract = () => import("../../../../domain/contract/profile.ts");

export const PROFILE_STALE_MS = 5 * 60 * 1000;

// Cached for five minutes; enabled only while signed in.
export const profileQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ["/api/profile"],
    queryFn: api.queryFn({ schema: schemaOf(contract, "Profile") }),
    staleTime: PROFILE_STALE_MS,
    enabled,
  });

// What PUT /api/profile takes: the form's fields; identity fields stay with the server.
export type ProfilePayload = Omit<Profile, "id" | "email" | "isAdmin" | "referralId" | "createdAt">;

// The server answers with the profile as saved (names trimmed, phone normalised, a new picture
// replaced by its /uploads path).
export async function saveProfile(payload: ProfilePayload): Promise<Profile> {
  return api.request("PUT", "/api/profile", payload, { schema: schemaOf(contract, "Profile") });
}

// A saved profile changes the completeness and names the dashboard shows, so its queries refresh too.
export const refreshedByProfileSave = (queryKey: readonly unknown[]): boolean => {
  const [path] = queryKey;
  return typeof path === "string" && (path === "/api/profile" || path.startsWith("/api/dashboard"));
};
