import styled from "@emotion/styled";
import { colors, space } from "./theme.ts";

const Box = styled.div`
  padding: ${space.md};
  text-align: center;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Hint = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.textMuted};
`;

// "Nothing here yet" inside a card or list: what is missing, and what to do about it.
export function EmptyState({ title, hint, className }: { title: string; hint?: string; className?: string }) {
  return (
    <Box className={className}>
      <Title>{title}</Title>
      {hint ? <Hint>{hint}</Hint> : null}
    </Box>
  );
}
