import styled from "@emotion/styled";
import { colors, radius, space } from "../../../ui/theme.ts";

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: ${space.xs};
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

// Long lists (16 states, 17 languages) scroll inside a box of their own.
const Options = styled("div", { shouldForwardProp: (prop) => prop !== "long" })<{ long: boolean }>(({ long }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  columnGap: space.sm,
  ...(long
    ? {
        maxHeight: "12rem",
        overflowY: "auto",
        padding: `0 ${space.sm}`,
        border: `1px solid ${colors.border}`,
        borderRadius: radius.sm,
      }
    : {}),
}));

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 2.75rem;
  font-size: 0.9375rem;
  & > input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
  }
`;

type CheckboxGroupProps = {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: ReadonlyArray<string>;
  onChange: (selected: string[]) => void;
};

// A multi-select as a list of checkboxes: every choice visible and reachable by keyboard.
export function CheckboxGroup({ legend, options, selected, onChange }: CheckboxGroupProps) {
  const toggle = (value: string, checked: boolean) =>
    // Kept in the list's order, so the same choice always makes the same query.
    onChange(options.map((option) => option.value).filter((v) => (v === value ? checked : selected.includes(v))));
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Options long={options.length > 6}>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
