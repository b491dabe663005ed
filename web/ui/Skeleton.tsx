import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { radius } from "./theme.ts";

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

// Placeholder blocks shaped like the content that is loading; hidden from assistive technology,
// which hears the surrounding region's aria-busy instead.
export const Skeleton = styled("div", { shouldForwardProp: (prop) => prop !== "height" && prop !== "width" })<{
  height?: string;
  width?: string;
}>(({ height = "1rem", width = "100%" }) => ({
  height,
  width,
  borderRadius: radius.sm,
  background: "#eee4da",
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
}));

export function SkeletonRows({ count = 3, height = "3rem" }: { count?: number; height?: string }) {
  return (
    <div aria-hidden="true" style={{ display: "grid", gap: "0.75rem" }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}
