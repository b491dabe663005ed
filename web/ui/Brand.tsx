import styled from "@emotion/styled";
import { colors, fontSize, space } from "./theme.ts";
import { logoColors } from "./tokens.ts";

// The name is the brand in every language.
export const BRAND_NAME = "Jemput";

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  font-weight: 800;
  font-size: ${fontSize.title};
  letter-spacing: -0.01em;
  color: ${colors.text};
`;

const readersOnly = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

// Where the top bar is crowded (narrow phones, and desktops until the links have room beside
// it) the word is read by screen readers only.
const Word = styled("span", { shouldForwardProp: (prop) => prop !== "compact" })<{ compact: boolean }>(({ compact }) =>
  compact
    ? {
        "@media (max-width: 479px)": readersOnly,
        "@media (min-width: 960px) and (max-width: 1199px)": readersOnly,
      }
    : {},
);

// The wordmark is text, so it scales and stays readable; the glyph beside it is decoration.
export function Brand({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  return (
    <Mark>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={logoColors.tile} />
        <path
          d="M19 8v11a5 5 0 0 1-10 0"
          fill="none"
          stroke={logoColors.stroke}
          strokeWidth="3.5"
          strokeLinecap="round"
        />
        <circle cx="23.5" cy="23.5" r="3" fill={logoColors.dot} />
      </svg>
      <Word compact={compactOnPhones}>{BRAND_NAME}</Word>
    </Mark>
  );
}
