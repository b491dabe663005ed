import styled from "@emotion/styled";
import { useRouteError } from "react-router-dom";
import { Button } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { CenteredMain } from "../ui/Page.tsx";
import { colors } from "../ui/theme.ts";

const Hint = styled.p`
  color: ${colors.textMuted};
`;

// The usual cause is a screen's script that no longer exists after a new release was deployed
// while this tab was open; reloading fetches the current one.
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

export function RouteError() {
  const error = useRouteError();
  return (
    <CenteredMain>
      <title>Something went wrong · Jemput</title>
      <Card>
        <h1>Something went wrong</h1>
        <Hint role="alert">
          {isStaleChunk(error)
            ? "A new version of Jemput is available. Reload the page to continue."
            : "This screen could not be shown. Reload the page to try again."}
        </Hint>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Card>
    </CenteredMain>
  );
}
