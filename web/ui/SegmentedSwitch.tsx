import styled from "@emotion/styled";
import { colors, radius, shadow, space, touchTarget } from "./theme.ts";

// Wraps rather than widening the page when the options do not fit one line of a phone.
const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  padding: ${space.xs};
  background: ${colors.brandSoft};
  border-radius: ${radius.sm};
`;

const Option = styled.button`
  flex: 1 1 auto;
  min-height: ${touchTarget};
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.textMuted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed="true"] {
    background: ${colors.surface};
    color: ${colors.brandText};
    box-shadow: ${shadow.raised};
  }
`;

type SegmentedSwitchProps<Value extends string> = {
  label: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
};

// One of a few views of the same list (all / level 1 / level 2, pending / approved / rejected) as
// toggle buttons: each says whether it is the one shown.
export function SegmentedSwitch<Value extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedSwitchProps<Value>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Option
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Option>
      ))}
    </Group>
  );
}
