import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { colors, space } from "./theme.ts";

// Hidden on screen, still read by assistive technology.
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space.xl} 0;
`;

const Ring = styled.span`
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 3px solid ${colors.brandSoft};
  border-top-color: ${colors.brand};
  animation: ${spin} 800ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <Wrapper role="status">
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
