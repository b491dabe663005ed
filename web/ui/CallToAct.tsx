import styled from "@emotion/styled";
import { colors, media, radius, shadow, space } from "./theme.ts";

/**
 * A card that asks the member to act (finish the profile, give payment details): white, so what
 * it holds stays readable, with the brand's orange edge that marks it as a call to act. From a
 * tablet up, its words and its action sit side by side.
 */
export const CallToAct = styled.section`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-left: 6px solid ${colors.brand};
  border-radius: ${radius.md};
  background: ${colors.surface};
  box-shadow: ${shadow.card};
  ${media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    column-gap: ${space.lg};
  }
  & p {
    margin: 0;
  }
`;
