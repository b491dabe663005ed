import styled from "@emotion/styled";
import { formatRM } from "../../../lib/format.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { authText } from "../i18n.ts";
import {
  LEVEL1_RATE_BPS,
  LEVEL1_RATE_LABEL,
  LEVEL2_RATE_LABEL,
  overrideOf,
  POST_REWARD_SEN,
  toRinggit,
} from "../../../../domain/money.ts";
import { rmWhole } from "../../../lib/format.ts";
import { colors, radius, space } from "../../../ui/theme.ts";

const Panel = styled.section`
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: linear-gradient(150deg, ${colors.brand}, ${colors.brandHover});
  color: #fff;
  & > * {
    margin: 0;
  }
  & > * + * {
    margin-top: ${space.md};
  }
`;

const Heading = styled.h2`
  font-size: 1.375rem;
  line-height: 1.25;
`;

const Figures = styled.ul`
  display: grid;
  gap: ${space.sm};
  padding: 0;
  list-style: none;
`;

const Figure = styled.li`
  display: grid;
  grid-template-columns: 7rem 1fr;
  align-items: baseline;
  gap: ${space.sm};
`;

const Amount = styled.strong`
  font-size: 1.5rem;
  font-weight: 800;
  white-space: nowrap;
`;

const Example = styled.p`
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: rgb(0 0 0 / 18%);
  font-size: 0.9375rem;
`;

// Worked out with the real income rules, so the example can never drift from what is paid.
const EXAMPLE_OWN_POSTS = 6;
const EXAMPLE_RECRUITS = 5;
const EXAMPLE_RECRUIT_POSTS = 4;
const exampleMonth =
  EXAMPLE_OWN_POSTS * POST_REWARD_SEN +
  overrideOf(EXAMPLE_RECRUITS * EXAMPLE_RECRUIT_POSTS * POST_REWARD_SEN, LEVEL1_RATE_BPS);

// What a visitor earns by joining, shown beside the forms.
export function EarningsPitch() {
  const t = useT(authText);
  const example = t("pitch.example", {
    ownPosts: EXAMPLE_OWN_POSTS,
    recruits: EXAMPLE_RECRUITS,
    recruitPosts: EXAMPLE_RECRUIT_POSTS,
    amount: formatRM(exampleMonth),
  });
  return (
    <Panel aria-labelledby="earnings-pitch">
      <Heading id="earnings-pitch">{t("pitch.heading")}</Heading>
      <p>{t("pitch.intro")}</p>
      <Figures>
        <Figure>
          <Amount>{rmWhole(toRinggit(POST_REWARD_SEN))}</Amount>
          <span>{t("pitch.perPost")}</span>
        </Figure>
        <Figure>
          <Amount>{LEVEL1_RATE_LABEL}</Amount>
          <span>{t("pitch.level1")}</span>
        </Figure>
        <Figure>
          <Amount>{LEVEL2_RATE_LABEL}</Amount>
          <span>{t("pitch.level2")}</span>
        </Figure>
      </Figures>
      <Example>{rich(example, [<strong />])}</Example>
    </Panel>
  );
}
