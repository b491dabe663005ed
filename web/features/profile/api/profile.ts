import { queryOptions } from "@tanstack/react-query";
import type { Profile, ProfileBody } from "../../../../domain/contract/profile.ts";
import { dashboardApi } from "../../../../domain/contract/routes/dashboard.ts";
import { handlesApi } from "../../../../domain/contract/routes/handles.ts";
import { profileApi } from "../../../../domain/contract/routes/profile.ts";
import { api, isQueryOf } from "../../../lib/api.ts";

export type SocialPlatform = "instagram" | "tiktok" | "youtube" | "facebook" | "twitter";

// The signed-in member's own profile as the contract (domain/contract/profile.ts) describes it;
// saving takes its form fields and answers with it.
export type { Profile, SocialLink } from "../../../../domain/contract/profile.ts";

export const PROFILE_STALE_MS = 5 * 60 * 1000;

// Cached for five minutes; enabled only while signed in.
export const profileQueryOptions = (enabled = true) =>
  queryOptions({ ...api.query(profileApi.get), staleTime: PROFILE_STALE_MS, enabled });

// What a save takes: the form's fields; identity fields stay with the server.
export type ProfilePayload = Omit<Profile, "id" | "email" | "isAdmin" | "referralId" | "createdAt">;

// The server answers with the profile as saved (names trimmed, phone normalised, a new picture
// replaced by its /uploads path). The form's choices are text here: the server holds each to its
// option list, and a refusal names the field.
export async function saveProfile(payload: ProfilePayload): Promise<Profile> {
  return api.call(profileApi.save, { body: payload as ProfileBody });
}

// A saved profile changes the completeness and names the dashboard shows, and the handles its
// links claim, so those queries refresh too.
export const refreshedByProfileSave = (queryKey: readonly unknown[]): boolean =>
  [profileApi.get, handlesApi.list, ...Object.values(dashboardApi)].some((route) => isQueryOf(route, queryKey));
