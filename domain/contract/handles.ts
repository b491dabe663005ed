import { Schema } from "effect";
import { Platform } from "../events.ts";
import { Instant } from "./http.ts";

// The member's handles on the platforms (decision 55): what their profile links claim, and which
// of them they proved by signing in there (routes/handles.ts).

/** The platforms whose sign-in can prove a handle; Facebook offers none that names a profile link. */
export const CONNECTABLE_PLATFORMS = ["youtube", "tiktok", "twitter", "instagram"] as const;
export const ConnectablePlatform = Schema.Literals(CONNECTABLE_PLATFORMS);
export type ConnectablePlatform = typeof ConnectablePlatform.Type;

/** How a connection ended, as the callback hands it back to the profile (`?connect=<platform>&result=`). */
export const CONNECT_RESULTS = [
  "connected",
  "denied",
  "expired",
  "used",
  "elsewhere",
  "failed",
  "unavailable",
  "no-handle",
] as const;
export type ConnectResult = (typeof CONNECT_RESULTS)[number];

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
