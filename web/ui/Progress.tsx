import styled from "@emotion/styled";
import { colors, radius } from "./theme.ts";

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${radius.pill};
  background: ${colors.brandSoft};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${colors.brand};
  border-radius: inherit;
  transition: width 300ms ease;
`;

// A labelled progressbar, so screen readers announce "Profile completion, 45%".
export function Progress({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
      <Fill style={{ width: `${clamped}%` }} />
    </Track>
  );
}
