import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { CSSProperties } from "react";
import { colors, radius, space } from "./theme.ts";

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const BLOCK = {
  borderRadius: radius.sm,
  background: colors.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
} as const;

// Placeholder blocks shaped like the content that is loading; hidden from assistive technology,
// which hears the surrounding region's aria-busy instead.
export const Skeleton = styled("div", { shouldForwardProp: (prop) => prop !== "height" && prop !== "width" })<{
  height?: string;
  width?: string;
}>(({ height = "1rem", width = "100%" }) => ({
  height,
  width,
  ...BLOCK,
}));

const Line = styled("span", { shouldForwardProp: (prop) => prop !== "width" })<{ width: string }>(({ width }) => ({
  display: "inline-block",
  width,
  maxWidth: "100%",
  ...BLOCK,
}));

/**
 * One line of text that has not arrived yet, put where the text will be: it sits on the line as a
 * word would, so the line keeps the height (font, size, line height) the loaded text will give
 * it and nothing moves when the text replaces it.
 */
export function SkeletonText({
  width,
  className,
  style,
}: {
  width: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Line width={width} className={className} style={style} aria-hidden="true">
      {"\u00a0"}
    </Line>
  );
}

/** A round picture that has not arrived yet, `size` across, that never shrinks in its row. */
export function SkeletonAvatar({ size }: { size: string }) {
  return <Skeleton width={size} height={size} style={{ flex: "none", borderRadius: "50%" }} />;
}

export function SkeletonRows({ count = 3, height = "3rem" }: { count?: number; height?: string }) {
  return (
    <div aria-hidden="true" style={{ display: "grid", gap: space.ms }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}
