import { Effect } from "effect";
import { CONNECTABLE_PLATFORMS, type ConnectablePlatform } from "../../../domain/contract/handles.ts";
import { handlesApi } from "../../../domain/contract/routes/handles.ts";
import type { Config } from "../../platform/config/config.ts";
import { Database } from "../../platform/db/database.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { clearConnectCookie, finishConnect, startConnect } from "./connect.ts";
import { handlesOf } from "./store.ts";

// A member's handles and connecting an account (decision 55). The callback answers a browser the
// platform sent back: always a redirect to the profile, the outcome in its address, no referrer
// (the address it came to carries the code and the state).
export const handlesRoutes = (config: Config) =>
  implement(handlesApi, {
    list: ({ caller }) =>
      Effect.gen(function* () {
        const handles = yield* handlesOf(yield* Database, caller.memberId);
        return {
          handles: handles.map((h) => ({
            platform: h.platform,
            handle: h.handle,
            verified: h.verifiedAt !== null,
            claimedAt: h.claimedAt.toISOString(),
            verifiedAt: h.verifiedAt?.toISOString() ?? null,
          })),
          connectable: CONNECTABLE_PLATFORMS.filter((platform) => config.oauth[platform] !== null),
        };
      }),
    connect: ({ caller, params, req, res }) =>
      startConnect(caller.memberId, params.platform as ConnectablePlatform, config.oauth, config.publicUrl, req, res),
    callback: ({ params, req, res }) =>
      Effect.gen(function* () {
        const platform = params.platform as ConnectablePlatform;
        const result = yield* finishConnect(platform, config.oauth, config.publicUrl, req);
        clearConnectCookie(res, platform);
        const location = `/profile?${new URLSearchParams({ connect: platform, result }).toString()}`;
        return answer(303, "", { Location: location, "Referrer-Policy": "no-referrer" });
      }),
  });
