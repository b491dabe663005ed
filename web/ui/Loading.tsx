import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { colors, readersOnly, space } from "./theme.ts";

// Hidden on screen, still read by assistive technology.
export const VisuallyHidden = styled.span(readersOnly);

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
