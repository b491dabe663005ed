import { Schema } from "effect";
import { Platform } from "../events.ts";
import { Instant } from "./http.ts";
import { CONNECTABLE_PLATFORMS } from "../social-handle.ts";

// The member's handles on the platforms (decision 55): what their profile links claim, and which
// of them they proved by signing in there (routes/handles.ts).

export { CONNECT_RESULTS, CONNECTABLE_PLATFORMS, type ConnectResult } from "../social-handle.ts";

export const ConnectablePlatform = Schema.Literals(CONNECTABLE_PLATFORMS);
export type ConnectablePlatform = typeof ConnectablePlatform.Type;

export const SocialHandle = Schema.Struct({
  platform: Platform,
  /** Lower case, without "@" (YouTube's as its link names it: "@name", "channel/uc…"). */
  handle: Schema.String,
  /** Proven by signing in to the platform; claimed only, from the profile link, otherwise. */
  verified: Schema.Boolean,
  claimedAt: Instant,
  verifiedAt: Schema.NullOr(Instant),
}).annotate({ identifier: "SocialHandle" });
export type SocialHandle = typeof SocialHandle.Type;

export const SocialHandles = Schema.Struct({
  handles: Schema.Array(SocialHandle),
  /** The platforms this deployment can connect (their sign-in is set up). */
  connectable: Schema.Array(ConnectablePlatform),
}).annotate({ identifier: "SocialHandles" });
export type SocialHandles = typeof SocialHandles.Type;

export const ConnectParams = Schema.Struct({ platform: ConnectablePlatform });
export const CallbackParams = Schema.Struct({ platform: ConnectablePlatform });

/** Where the browser goes next: the platform's sign-in. */
export const ConnectStart = Schema.Struct({ url: Schema.String }).annotate({ identifier: "ConnectStart" });
export type ConnectStart = typeof ConnectStart.Type;
