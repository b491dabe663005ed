import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Skeleton } from "./Skeleton.tsx";
import { colors, media, radius, shadow, space } from "./theme.ts";

// A figure in a card: its name, the figure and a line about it. The cards sit in a `StatCards`
// description list, which each screen lays out as it needs.

/** The cards' list: two to a row; a screen adds what changes on wider screens. */
export const StatCards = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
`;

const Item = styled("div", { shouldForwardProp: (prop) => prop !== "highlight" })<{ highlight: boolean }>(
  ({ highlight }) => ({
    display: "flex",
    flexDirection: "column",
    gap: space.xs,
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${highlight ? colors.brand : colors.border}`,
    background: highlight ? colors.brandSoft : colors.surface,
    boxShadow: shadow.card,
    minWidth: 0,
  }),
);

const Label = styled.dt`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${colors.textMuted};
`;

const Figure = styled.dd`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  ${media.tablet} {
    font-size: 1.5rem;
  }
`;

const Note = styled.dd`
  margin: 0;
  font-size: 0.8125rem;
  color: ${colors.textMuted};
`;

type StatCardProps = {
  label: string;
  /** The figure once it has arrived; until then a placeholder holds its room. */
  figure: string | undefined;
  /** No figure could be had: a dash (the screen says why elsewhere), not a zero that looks real. */
  failed: boolean;
  note: ReactNode;
  /** The card that matters most on the screen, in the brand's colour. */
  highlight?: boolean;
};

export function StatCard({ label, figure, failed, note, highlight = false }: StatCardProps) {
  return (
    <Item highlight={highlight}>
      <Label>{label}</Label>
      <Figure>{figure ?? (failed ? "–" : <Skeleton height="1.75rem" width="7rem" />)}</Figure>
      <Note>{note}</Note>
    </Item>
  );
}
