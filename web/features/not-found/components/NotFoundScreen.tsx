import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { Card } from "../../../ui/Card.tsx";
import { CenteredMain } from "../../../ui/Page.tsx";
import { colors } from "../../../ui/theme.ts";

const Title = styled.h1`
  font-size: 1.5rem;
  color: ${colors.danger};
`;

const Hint = styled.p`
  color: ${colors.textMuted};
`;

// The wording of both sentences is fixed product copy.
export function NotFoundScreen() {
  return (
    <CenteredMain>
      <title>404 Page Not Found · Jemput</title>
      <Card>
        <Title>404 Page Not Found</Title>
        <Hint>Did you forget to add the page to the router?</Hint>
        <Link to="/">Go to the home page</Link>
      </Card>
    </CenteredMain>
  );
}
