import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, radius, space } from "../../../ui/theme.ts";

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: ${space.xs};
    padding: 0;
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

// A long ring of members or posts scrolls inside its own box, keeping the reason and the
// buttons in reach.
const Options = styled.div`
  display: grid;
  max-height: 14rem;
  overflow-y: auto;
  padding: 0 ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.sm} 0;
  min-height: 2.75rem;
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
  & + & {
    border-top: 1px solid ${colors.border};
  }
  & > input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.125rem;
  }
`;

export const ChoiceDetail = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${colors.textMuted};
`;

export const ChoiceNote = styled.p`
  margin: ${space.xs} 0 0;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

type ChoicesProps<Value> = {
  legend: string;
  options: ReadonlyArray<{ value: Value; label: ReactNode; disabled?: boolean }>;
  chosen: ReadonlySet<Value>;
  onToggle: (value: Value, checked: boolean) => void;
  children?: ReactNode;
};

/** One checkbox a line, each label free to wrap: for lists of people and posts to act on. */
export function Choices<Value extends string | number>({
  legend,
  options,
  chosen,
  onToggle,
  children,
}: ChoicesProps<Value>) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="checkbox"
              checked={chosen.has(option.value)}
              disabled={option.disabled}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </Option>
        ))}
      </Options>
      {children}
    </Fieldset>
  );
}
