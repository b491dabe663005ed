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
// no fixed column width; column widths come from the labels, beside a checkbox and its gap. On a
// phone, at most two columns, each wide enough for the list's longest word, so a long label such
// as "Penang (Pulau Pinang)" wraps between words onto a second line; from tablet width, as wide
// as the longest label, on one line.
const CHECKBOX_AND_GAP = "1.75rem";
const COLUMN_GAP = space.sm;

// How wide a character of the body font is on average, in em, measured in Chromium on every
// label of the four languages: Latin letters at most about 0.6 (Inter), Chinese a whole em, and a
// Tamil letter about 1.1, its vowel signs beside it 0.8 (ொ, ோ and ௌ, drawn on both sides, 1.5)
// and the marks above or below it little. An estimate too wide only makes fewer columns.
const TAMIL_SIGN_BESIDE = /[\u0BBE\u0BC6-\u0BC8\u0BD7]/;
const TAMIL_SIGN_AROUND = /[\u0BCA-\u0BCC]/;
const TAMIL_MARK = /[\u0BBF-\u0BC2\u0BCD]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const WIDE = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/;

function advance(char: string): number {
  if (WIDE.test(char)) return 1;
  if (!TAMIL.test(char)) return 0.6;
  if (TAMIL_SIGN_AROUND.test(char)) return 1.5;
  if (TAMIL_SIGN_BESIDE.test(char)) return 0.8;
  return TAMIL_MARK.test(char) ? 0.15 : 1.1;
}

const emsOf = (text: string): number => [...text].reduce((sum, char) => sum + advance(char), 0);

const widthOf = (texts: ReadonlyArray<string>) =>
  `${Math.max(0.6, ...texts.map(emsOf)).toFixed(1)}em + ${CHECKBOX_AND_GAP}`;

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
  /* No margin of the browser's own around the box, so CHECKBOX_AND_GAP holds it and its gap. */
  & > input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
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
