import styled from "@emotion/styled";
import { media, space } from "../../../ui/theme.ts";

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

// Every choice is shown whole: no box of its own to scroll (which cut a label at its edge) and
// no fixed column width; column widths come from the labels (a character of the body font is at
// most about 0.6em wide on average, beside a checkbox and its gap). On a phone, at most two
// columns, each wide enough for the list's longest word, so a long label such as "Penang (Pulau
// Pinang)" wraps between words onto a second line; from tablet width, as wide as the longest
// label, on one line.
const CHECKBOX_AND_GAP = "1.75rem";
const COLUMN_GAP = space.sm;

const widthOf = (texts: ReadonlyArray<string>) =>
  `${(Math.max(1, ...texts.map((text) => text.length)) * 0.6).toFixed(1)}em + ${CHECKBOX_AND_GAP}`;

export const optionColumns = (labels: ReadonlyArray<string>) => {
  const word = widthOf(labels.flatMap((label) => label.split(/\s+/)));
  const label = widthOf(labels);
  return {
    phone: `repeat(auto-fill, minmax(min(100%, max(${word}, (100% - ${COLUMN_GAP}) / 2)), 1fr))`,
    wide: `repeat(auto-fill, minmax(min(100%, ${label}), 1fr))`,
  };
};

const Options = styled("div", { shouldForwardProp: (prop) => prop !== "columns" })<{
  columns: ReturnType<typeof optionColumns>;
}>(({ columns }) => ({
  display: "grid",
  // The labels' size, so the widths above measure in their em.
  fontSize: "0.9375rem",
  gridTemplateColumns: columns.phone,
  columnGap: COLUMN_GAP,
  [media.tablet]: { gridTemplateColumns: columns.wide },
}));

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-width: 0;
  min-height: 2.75rem;
  padding-block: 0.25rem;
  font-size: 0.9375rem;
  line-height: 1.3;
  /* Columns fit every word; should a font be wider still, a word breaks rather than being cut off. */
  overflow-wrap: break-word;
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
      <Options columns={optionColumns(options.map((option) => option.label))}>
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
