import styled from "@emotion/styled";
import type { ReactNode } from "react";
import type { Period } from "../../../../domain/period.ts";
import { media, space } from "../../../ui/theme.ts";
import { PeriodPicker } from "../../../ui/PeriodPicker.tsx";

const Bar = styled.div`
  display: grid;
  gap: ${space.sm};
  align-items: end;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space.md};
  }
`;

// Full-width buttons stacked on phones, a row beside the month picker from tablet width.
const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  ${media.tablet} {
    display: flex;
  }
`;

type PeriodToolbarProps = {
  period: Period;
  currentYear: number;
  onChange: (period: Period) => void;
  children: ReactNode;
};

// The month and year a tab shows, with what can be done with that month.
export function PeriodToolbar({ period, currentYear, onChange, children }: PeriodToolbarProps) {
  return (
    <Bar>
      <PeriodPicker period={period} currentYear={currentYear} onChange={onChange} />
      <Actions>{children}</Actions>
    </Bar>
  );
}
