import styled from "@emotion/styled";
import { LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL, POST_REWARD_SEN, toRinggit } from "../../../../domain/money.ts";
import { formatRM } from "../../../lib/format.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { rmWhole } from "../../../lib/format.ts";
import { inviteText } from "../i18n.ts";
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
  const t = useT(inviteText);
  const strong = [<strong />];
  return (
    <Card title={t("earn.title")}>
      <Points>
        <li>{rich(t("earn.perPost", { amount: rmWhole(toRinggit(POST_REWARD_SEN)) }), strong)}</li>
        <li>{rich(t("earn.level1", { rate: LEVEL1_RATE_LABEL }), strong)}</li>
        <li>{rich(t("earn.level2", { rate: LEVEL2_RATE_LABEL }), strong)}</li>
        <li>{rich(t("earn.unlimited"), strong)}</li>
      </Points>
      <Example>
        <ExampleTitle>{t("earn.exampleTitle")}</ExampleTitle>
        <p>
          {rich(
            t("earn.exampleLevel1", {
              members: EXAMPLE.level1Members,
              posts: EXAMPLE.level1Posts,
              content: formatRM(EXAMPLE.level1ContentSen),
              rate: LEVEL1_RATE_LABEL,
              override: formatRM(EXAMPLE.level1OverrideSen),
            }),
            strong,
          )}
        </p>
        <p>
          {rich(
            t("earn.exampleLevel2", {
              members: EXAMPLE.level2Members,
              posts: EXAMPLE.level2Posts,
              content: formatRM(EXAMPLE.level2ContentSen),
              rate: LEVEL2_RATE_LABEL,
              override: formatRM(EXAMPLE.level2OverrideSen),
            }),
            strong,
          )}
        </p>
        <Total>{t("earn.total", { total: formatRM(EXAMPLE.totalOverrideSen) })}</Total>
      </Example>
    </Card>
  );
}
