import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { TextField } from "../../../ui/Field.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { space } from "../../../ui/theme.ts";
import type { Range } from "../utils/member-search.ts";

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

// Date inputs need more room than a half column leaves them, so a date range stacks.
const Pair = styled("div", { shouldForwardProp: (prop) => prop !== "stacked" })<{ stacked: boolean }>(
  ({ stacked }) => ({
    display: "grid",
    gridTemplateColumns: stacked ? "minmax(0, 1fr)" : "repeat(2, minmax(0, 1fr))",
    gap: space.sm,
    "& label": { fontWeight: 500 },
  }),
);

type RangeFieldsProps = {
  legend: string;
  labels?: [string, string];
  value: Range;
  onChange: (value: Range) => void;
  input: Pick<ComponentProps<"input">, "type" | "min" | "step" | "inputMode">;
};

// A from/to pair; each input's label names the whole range for screen readers ("Min Monthly Income (RM)").
export function RangeFields({ legend, labels = ["Min", "Max"], value, onChange, input }: RangeFieldsProps) {
  const context = <VisuallyHidden> {legend}</VisuallyHidden>;
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Pair stacked={input.type === "date"}>
        <TextField
          {...input}
          label={
            <>
              {labels[0]}
              {context}
            </>
          }
          value={value.min}
          onChange={(event) => onChange({ ...value, min: event.target.value })}
        />
        <TextField
          {...input}
          label={
            <>
              {labels[1]}
              {context}
            </>
          }
          value={value.max}
          onChange={(event) => onChange({ ...value, max: event.target.value })}
        />
      </Pair>
    </Fieldset>
  );
}
