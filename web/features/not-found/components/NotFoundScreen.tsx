import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import { CenteredMain } from "../../../ui/Page.tsx";
import { colors } from "../../../ui/theme.ts";
import { notFoundText } from "../i18n.ts";

const Title = styled.h1`
  font-size: 1.5rem;
  color: ${colors.danger};
`;

const Hint = styled.p`
  color: ${colors.textMuted};
`;

// The wording of both sentences is fixed product copy.
export function NotFoundScreen() {
  const t = useT(notFoundText);
  return (
    <CenteredMain>
      <title>{t("documentTitle")}</title>
      <Card>
        <Title>{t("title")}</Title>
        <Hint>{t("hint")}</Hint>
        <Link to="/">{t("home")}</Link>
      </Card>
    </CenteredMain>
  );
}
