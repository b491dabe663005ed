import styled from "@emotion/styled";
import { EmptyArt, type EmptyArtName } from "./EmptyArt.tsx";
import { colors, space } from "./theme.ts";

const Box = styled.div`
  padding: ${space.md};
  text-align: center;
`;

const Title = styled.p`
  margin: ${space.sm} 0 0;
  &:first-child {
    margin-top: 0;
  }
  font-weight: 700;
`;

const Hint = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.textMuted};
`;

type EmptyStateProps = { title: string; hint?: string; art?: EmptyArtName; className?: string };

// "Nothing here yet" inside a card or list: what is missing, and what to do about it, with a
// drawing where a new member meets it first.
export function EmptyState({ title, hint, art, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      {art ? <EmptyArt name={art} /> : null}
      <Title>{title}</Title>
      {hint ? <Hint>{hint}</Hint> : null}
    </Box>
  );
}
