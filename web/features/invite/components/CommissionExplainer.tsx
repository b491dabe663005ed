import styled from "@emotion/styled";
import { formatRM, LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL } from "../../../../domain/money.ts";
import { Card } from "../../../ui/Card.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { commissionExample } from "../utils/commission-example.ts";

const Points = styled.ul`
  padding-left: 1.25rem;
  display: grid;
  gap: ${space.xs};
`;

const Example = styled.div`
  padding: ${space.md};
  border-radius: ${radius.sm};
  background: ${colors.accentSoft};
  & > * {
    margin: 0;
  }
  & > * + * {
    margin-top: ${space.sm};
  }
`;

const ExampleTitle = styled.h3`
  font-size: 1rem;
`;

const Total = styled.p`
  font-weight: 700;
`;

const EXAMPLE = commissionExample({ level1Members: 5, level1Posts: 4, level2Members: 10, level2Posts: 2 });

export function CommissionExplainer() {
  return (
    <Card title="How You Earn">
      <Points>
        <li>
          <strong>RM 200</strong> for every post of yours that is approved.
        </li>
        <li>
          <strong>{LEVEL1_RATE_LABEL}</strong> of the content income of your Level 1 team (the people you invite).
        </li>
        <li>
          <strong>{LEVEL2_RATE_LABEL}</strong> of the content income of your Level 2 team (the people they invite).
        </li>
        <li>
          <strong>Unlimited invites:</strong> there is no cap on how many people you can invite.
        </li>
      </Points>
      <Example>
        <ExampleTitle>Example month</ExampleTitle>
        <p>
          {EXAMPLE.level1Members} people you invited get {EXAMPLE.level1Posts} posts each approved:{" "}
          {formatRM(EXAMPLE.level1ContentSen)} of content income, so your {LEVEL1_RATE_LABEL} is{" "}
          <strong>{formatRM(EXAMPLE.level1OverrideSen)}</strong>.
        </p>
        <p>
          {EXAMPLE.level2Members} people they invited get {EXAMPLE.level2Posts} posts each approved:{" "}
          {formatRM(EXAMPLE.level2ContentSen)}, so your {LEVEL2_RATE_LABEL} is{" "}
          <strong>{formatRM(EXAMPLE.level2OverrideSen)}</strong>.
        </p>
        <Total>Team overrides: {formatRM(EXAMPLE.totalOverrideSen)} that month, on top of your own posts.</Total>
      </Example>
    </Card>
  );
}
