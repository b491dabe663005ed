import styled from "@emotion/styled";
import { colors, fontSize, readersOnly, space } from "./theme.ts";
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

// On narrow phones the top bar has no room for the word, which screen readers still read; on
// wider screens the bar hides it the same way when it is crowded (`data-brand-word`).
const Word = styled("span", { shouldForwardProp: (prop) => prop !== "compact" })<{ compact: boolean }>(({ compact }) =>
  compact ? { "@media (max-width: 479px)": readersOnly } : {},
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
      <Word compact={compactOnPhones} data-brand-word="">
        {BRAND_NAME}
      </Word>
    </Mark>
  );
}
