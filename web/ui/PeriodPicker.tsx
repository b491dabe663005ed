import styled from "@emotion/styled";
import { useT } from "../lib/i18n/use-t.ts";
import { uiText } from "./i18n.ts";
import { makePeriod, monthOf, yearOf, type Period } from "../../domain/period.ts";
import { SelectField } from "./Field.tsx";
import { space } from "./theme.ts";
import { MONTH_NAMES, reportYears } from "../lib/periods.ts";

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${space.sm};
`;

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

type PeriodPickerProps = { period: Period; currentYear: number; onChange: (period: Period) => void };

export function PeriodPicker({ period, currentYear, onChange }: PeriodPickerProps) {
  const t = useT(uiText);
  const years = reportYears(currentYear).map(String);
  return (
    <Row>
      <SelectField
        label={t("period.month")}
        options={MONTH_OPTIONS}
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
