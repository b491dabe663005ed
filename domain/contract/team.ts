import { Schema } from "effect";
import { Count, Instant, Ringgit } from "./http.ts";
import { TEAM_PAGE } from "./limits.ts";

// A page of the team, and one member of it: the caller's Level 1 and Level 2,
// with only what a team view shows (never bank details, birth date, address or ethnicity).

const pattern = (re: RegExp, message: string) =>
  Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(re, { message }))));

/** Every part optional; `after` is a cursor an earlier page gave (it carries its level). */
export const TeamQuery = Schema.Struct({
  level: pattern(/^[12]$/, "must be 1 or 2"),
  search: Schema.optional(
    Schema.String.pipe(
      Schema.check(
        Schema.isMaxLength(TEAM_PAGE.maxSearch, { message: `must be at most ${TEAM_PAGE.maxSearch} characters` }),
      ),
    ),
  ),
  limit: pattern(/^([1-9]\d?|100)$/, `must be a whole number from 1 to ${TEAM_PAGE.maxLimit}`),
  after: Schema.optional(Schema.String),
});

export const TeamMemberParams = Schema.Struct({ memberId: Schema.String });

const SocialName = Schema.Struct({ profileName: Schema.String, followers: Schema.Finite });

/**
 * One member of the caller's team; a member who erased their data keeps only id and figures. The
 * server writes "" for a missing name part, username, email or phone; null is allowed too.
 */
export const TeamMember = Schema.Struct({
  id: Count,
  firstName: Schema.NullOr(Schema.String),
  lastName: Schema.NullOr(Schema.String),
  username: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  phoneNumber: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  createdAt: Instant,
  joinedDate: Instant,
  profilePicture: Schema.NullOr(Schema.String),
  referrerName: Schema.NullOr(Schema.String),
  referralCodeUsed: Schema.NullOr(Schema.String),
  directRecruits: Count,
  totalTeamMembers: Count,
  monthlyIncome: Ringgit,
  totalEarnings: Ringgit,
  overrideEarnings: Ringgit,
  totalPosts: Count,
  gender: Schema.NullOr(Schema.String),
  maritalStatus: Schema.NullOr(Schema.String),
  bio: Schema.NullOr(Schema.String),
  // Null when the member saved their profile without choosing any.
  influencerCategories: Schema.NullOr(Schema.Array(Schema.String)),
  socialMediaLinks: Schema.Struct({
    instagram: Schema.optionalKey(SocialName),
    tiktok: Schema.optionalKey(SocialName),
    youtube: Schema.optionalKey(SocialName),
    facebook: Schema.optionalKey(SocialName),
    twitter: Schema.optionalKey(SocialName),
  }),
}).annotate({ identifier: "TeamMember" });
export type TeamMember = typeof TeamMember.Type;

/** A page of each level asked for (the other level's list empty when one is), with the whole team's totals. */
export const TeamPage = Schema.Struct({
  level1: Schema.Array(TeamMember),
  level2: Schema.Array(TeamMember),
  level1Total: Count,
  level2Total: Count,
  monthlyOverride: Ringgit,
  level1Next: Schema.NullOr(Schema.String),
  level2Next: Schema.NullOr(Schema.String),
}).annotate({ identifier: "TeamPage" });
export type TeamPage = typeof TeamPage.Type;

export const TeamMemberAnswer = Schema.Struct({ level: Schema.Literals([1, 2]), member: TeamMember }).annotate({
  identifier: "TeamMemberAnswer",
});
export type TeamMemberAnswer = typeof TeamMemberAnswer.Type;
