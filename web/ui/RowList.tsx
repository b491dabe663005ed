import styled from "@emotion/styled";
import { colors, space } from "./theme.ts";

// A plain list of rows split by hairlines, for logs and queues inside a card; give it an
// aria-label so screen readers announce what the rows are.
export const RowList = styled.ol`
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
`;
