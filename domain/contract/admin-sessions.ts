import { Schema } from "effect";
import { Count } from "./http.ts";

// An admin ending every session of a member's (ASVS 7.4.5): a lost phone, a shared password or a
// suspected takeover is signed out on every device at once, without waiting for the member.

/**
 * A member id in a path: at most nine digits, so every value fits the integer column it is
 * compared with (anything longer names no member anyway) and is refused before any query.
 */
export const MemberIdParams = Schema.Struct({
  id: Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,8}$/, { message: "must be a member id" }))),
});

/** How many of the member's open sessions were ended; none is still an answer, not a refusal. */
export const MemberSessionsEnded = Schema.Struct({ ended: Count }).annotate({ identifier: "MemberSessionsEnded" });
export type MemberSessionsEnded = typeof MemberSessionsEnded.Type;
