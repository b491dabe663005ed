import styled from "@emotion/styled";
import {
  formatRM,
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
  return (
    <Panel aria-labelledby="earnings-pitch">
      <Heading id="earnings-pitch">Get paid for the content you already create</Heading>
      <p>Jemput pays Malaysian creators for every approved post, and for the team of creators they bring in.</p>
      <Figures>
        <Figure>
          <Amount>{rmWhole(toRinggit(POST_REWARD_SEN))}</Amount>
          <span>for every approved post</span>
        </Figure>
        <Figure>
          <Amount>{LEVEL1_RATE_LABEL}</Amount>
          <span>Level 1 override: of your direct recruits' post income</span>
        </Figure>
        <Figure>
          <Amount>{LEVEL2_RATE_LABEL}</Amount>
          <span>Level 2 override: of their recruits' post income</span>
        </Figure>
      </Figures>
      <Example>
        Post {EXAMPLE_OWN_POSTS} times and have {EXAMPLE_RECRUITS} recruits post {EXAMPLE_RECRUIT_POSTS} times each:{" "}
        <strong>{formatRM(exampleMonth)}</strong> that month.
      </Example>
    </Panel>
  );
}
