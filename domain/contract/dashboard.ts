import { Schema } from "effect";
import { Count, Instant, Ringgit } from "./http.ts";

// The dashboard: this Malaysian month's income, recent activity and the rankings. The team,
// which the dashboard also shows, is in team.ts.

export const DashboardStats = Schema.Struct({
  totalIncome: Ringgit,
  personalIncome: Ringgit,
  level1Override: Ringgit,
  level2Override: Ringgit,
  /** What reversals took back this month (decision 17): zero or negative, counted in totalIncome. */
  reversals: Ringgit,
  teamSize: Count,
  postsThisMonth: Count,
  postsLastMonth: Count,
}).annotate({ identifier: "DashboardStats" });
export type DashboardStats = typeof DashboardStats.Type;

export const Activity = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  /** In English; screens compose the member's language from the facts below. */
  description: Schema.String,
  amount: Ringgit,
  createdAt: Instant,
  /** The member the activity is about (a recruit, a recruit's poster), where there is one. */
  subject: Schema.NullOr(Schema.String),
  /** The override's level, or the level a recruit joined at. */
  level: Schema.NullOr(Count),
  /** The month a payment paid, as YYYYMM. */
  period: Schema.NullOr(Count),
  /** The team size a milestone reached. */
  threshold: Schema.NullOr(Count),
}).annotate({ identifier: "Activity" });
export type Activity = typeof Activity.Type;
export const Activities = Schema.Array(Activity);

const Ranked = {
  id: Count,
  firstName: Schema.NullOr(Schema.String),
  lastName: Schema.NullOr(Schema.String),
  profilePicture: Schema.NullOr(Schema.String),
};

/** The ten members with the most direct recruits, and the ten with the largest teams. */
export const Leaderboard = Schema.Struct({
  topDirectRecruits: Schema.Array(Schema.Struct({ ...Ranked, directRecruits: Count })),
  topTeamMembers: Schema.Array(Schema.Struct({ ...Ranked, totalTeamMembers: Count })),
}).annotate({ identifier: "Leaderboard" });
export type Leaderboard = typeof Leaderboard.Type;
