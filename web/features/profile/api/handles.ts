import { queryOptions } from "@tanstack/react-query";
import type { ConnectablePlatform } from "../../../../domain/contract/handles.ts";
import { handlesApi } from "../../../../domain/contract/routes/handles.ts";
import { api } from "../../../lib/api.ts";

// The member's handle on each platform, claimed from their links or proven by signing in there
// (decision 55), and starting such a sign-in: the server answers where to send the browser and
// sets the cookie that binds the sign-in to this browser.
export type { ConnectablePlatform, SocialHandle, SocialHandles } from "../../../../domain/contract/handles.ts";

export const handlesQueryOptions = (enabled = true) => queryOptions({ ...api.query(handlesApi.list), enabled });

export const startConnect = (platform: ConnectablePlatform) => api.call(handlesApi.connect, { params: { platform } });
