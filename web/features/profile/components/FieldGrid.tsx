import styled from "@emotion/styled";
import { colors, media, space } from "../../../ui/theme.ts";

// Phones get one column; wide screens put short fields side by side.
export const FieldGrid = styled.div`
  display: grid;
  gap: ${space.md};
  /* A field beside a taller one (with a hint) keeps its own height. */
  align-items: start;
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${space.lg};
  }
`;

// For fields that need the whole row (picture, bio, address lines).
export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const SectionNote = styled.p`
  color: ${colors.textMuted};
  font-size: 0.9375rem;
`;

export const FieldError = styled.p`
  margin: ${space.xs} 0 0;
  font-size: 0.875rem;
  color: ${colors.danger};
`;
