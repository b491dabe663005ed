import { POST_REWARD_SEN, type Sen } from "../../../../domain/money.ts";

// Average posts per month = personal income / 200, rounded.
export const averagePostsPerMonth = (personalSen: Sen): number => Math.round(personalSen / POST_REWARD_SEN);

// Override per member = (level 1 + level 2 override) / teamSize, rounded to whole ringgit;
// nothing to share out without a team.
export const overridePerMemberRinggit = (overrideSen: Sen, teamSize: number): number =>
  teamSize > 0 ? Math.round(overrideSen / teamSize / 100) : 0;
