import styled from "@emotion/styled";
import type { ReactNode } from "react";
import type { Period } from "../../../../domain/period.ts";
import { media, space } from "../../../ui/theme.ts";
import { PeriodPicker } from "../../../ui/PeriodPicker.tsx";

// A select's width never makes room for its own options (its share of an "auto" column was all
// the buttons left: "Octob", "20"), so the picker has a width of its own, enough for the longest
// month name in every language beside a year.
const Bar = styled.div`
  display: grid;
  gap: ${space.sm};
  align-items: end;
  ${media.tablet} {
    grid-template-columns: minmax(18rem, auto) minmax(0, 1fr);
    gap: ${space.md};
  }
`;

// Full-width buttons stacked on phones; from tablet width a row beside the month picker, which
// keeps its own width, wrapping onto more lines when the buttons' words are long (Malay, Tamil).
const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  ${media.tablet} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
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
