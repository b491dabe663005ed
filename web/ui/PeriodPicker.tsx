import styled from "@emotion/styled";
import { useT } from "../lib/i18n/use-t.ts";
import { uiText } from "./i18n.ts";
import { makePeriod, monthOf, yearOf, type Period } from "../../domain/period.ts";
import { SelectField } from "./Field.tsx";
import { space } from "./theme.ts";
import { monthName, reportYears } from "../lib/periods.ts";

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${space.sm};
`;

type PeriodPickerProps = { period: Period; currentYear: number; onChange: (period: Period) => void };

export function PeriodPicker({ period, currentYear, onChange }: PeriodPickerProps) {
  const t = useT(uiText);
  const years = reportYears(currentYear).map(String);
  // Named in the reader's language; useT re-renders the picker when the language changes.
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: monthName(makePeriod(yearOf(period), index + 1)),
  }));
  return (
    <Row>
      <SelectField
        label={t("period.month")}
        options={months}
        value={String(monthOf(period))}
        onChange={(event) => onChange(makePeriod(yearOf(period), Number(event.target.value)))}
      />
      <SelectField
        label={t("period.year")}
        options={years}
        value={String(yearOf(period))}
        onChange={(event) => onChange(makePeriod(Number(event.target.value), monthOf(period)))}
      />
    </Row>
  );
}
