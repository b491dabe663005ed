import styled from "@emotion/styled";
import { useT } from "../lib/i18n/use-t.ts";
import { uiText } from "./i18n.ts";
import { Button } from "./Button.tsx";
import { colors, radius, space } from "./theme.ts";

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.dangerBorder};
  border-radius: ${radius.sm};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  font-weight: 600;
`;

type FetchErrorProps = {
  // Fixed wording, e.g. "Failed to fetch team data".
  message: string;
  // Queries are never retried on their own, so the person can ask again.
  onRetry?: () => void;
};

// Shown in place of the data a failed query would have filled, so the rest of the screen stays usable.
export function FetchError({ message, onRetry }: FetchErrorProps) {
  const t = useT(uiText);
  return (
    <Box role="alert">
      <span>{message}</span>
      {onRetry ? (
        <Button variant="ghost" onClick={onRetry}>
          {t("fetch.retry")}
        </Button>
      ) : null}
    </Box>
  );
}
