import { LEVEL1_RATE_BPS, LEVEL2_RATE_BPS, overrideOf, POST_REWARD_SEN, type Sen } from "../../../../domain/money.ts";

export type TeamScenario = { level1Members: number; level1Posts: number; level2Members: number; level2Posts: number };

export type CommissionExample = TeamScenario & {
  level1ContentSen: Sen;
  level1OverrideSen: Sen;
  level2ContentSen: Sen;
  level2OverrideSen: Sen;
  totalOverrideSen: Sen;
};

// The same integer-sen rules the server pays by, so the example never promises a different figure.
export function commissionExample(scenario: TeamScenario): CommissionExample {
  const level1ContentSen = scenario.level1Members * scenario.level1Posts * POST_REWARD_SEN;
  const level2ContentSen = scenario.level2Members * scenario.level2Posts * POST_REWARD_SEN;
  const level1OverrideSen = overrideOf(level1ContentSen, LEVEL1_RATE_BPS);
  const level2OverrideSen = overrideOf(level2ContentSen, LEVEL2_RATE_BPS);
  return {
    ...scenario,
    level1ContentSen,
    level1OverrideSen,
    level2ContentSen,
    level2OverrideSen,
    totalOverrideSen: level1OverrideSen + level2OverrideSen,
  };
}
