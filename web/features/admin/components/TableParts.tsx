import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, radius, space } from "../../../ui/theme.ts";

// Positioned, so text hidden for screen readers (absolutely placed) is clipped with the table
// instead of widening the page.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  background: ${colors.surface};
`;

type ScrollRegionProps = { label: string; children: ReactNode };

// Wide tables scroll sideways inside this box, never the page. It is a named, focusable region
// so keyboard users can scroll it too.
export function ScrollRegion({ label, children }: ScrollRegionProps) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
  );
}

export const Table = styled("table", { shouldForwardProp: (prop) => prop !== "minWidth" })<{ minWidth: string }>(
  ({ minWidth }) => ({
    width: "100%",
    minWidth,
    borderCollapse: "collapse",
    fontSize: "0.9375rem",
    "& th, & td": {
      padding: `${space.sm} ${space.md}`,
      textAlign: "left",
      verticalAlign: "middle",
      borderBottom: `1px solid ${colors.border}`,
    },
    "& th": {
      background: colors.surfaceMuted,
      fontSize: "0.8125rem",
      fontWeight: 700,
      color: colors.text,
      whiteSpace: "nowrap",
    },
    // Row headers name their row for screen readers; they read like the other cells.
    "& tbody th": { background: "transparent", fontSize: "inherit", fontWeight: 600, whiteSpace: "normal" },
    "& tbody tr:last-of-type > *": { borderBottom: 0 },
    "& td.number, & th.number": { textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
    "& .nowrap": { whiteSpace: "nowrap" },
    "& .wide": { minWidth: "10rem" },
  }),
);
