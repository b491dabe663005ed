import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { colors, radius, space, touchTarget } from "./theme.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.brand};
    color: ${colors.onBrand};
    border-color: ${colors.brand};
    /* Colours are restated on hover: the global a:hover rule would otherwise recolour links styled as buttons. */
    &:hover:not(:disabled) {
      color: ${colors.onBrand};
      background: ${colors.brandHover};
      border-color: ${colors.brandHover};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.accent};
    border-color: ${colors.accent};
    &:hover:not(:disabled) {
      color: ${colors.accentHover};
      background: ${colors.accentSoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      color: ${colors.text};
      background: ${colors.brandSoft};
    }
  `,
};

// Shared with links that look like buttons, so both stay visually identical.
export function buttonStyles(variant: ButtonVariant = "primary", fullWidth = false) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${space.sm};
    min-height: ${touchTarget};
    padding: 0 ${space.md};
    border: 1px solid transparent;
    border-radius: ${radius.sm};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    width: ${fullWidth ? "100%" : "auto"};
    transition:
      background-color 120ms ease,
      border-color 120ms ease;
    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
    ${variants[variant]}
  `;
}

type StyleProps = {
  variant?: ButtonVariant;
  fullWidth?: boolean;
};

const StyledButton = styled("button", {
  shouldForwardProp: (prop) => prop !== "variant" && prop !== "fullWidth",
})<StyleProps>(({ variant, fullWidth }) => buttonStyles(variant, fullWidth));

// A native button defaults to type="submit" inside forms; defaulting to "button" avoids
// accidental submissions, and forms opt in explicitly.
export function Button({ type = "button", ...props }: ComponentProps<typeof StyledButton>) {
  return <StyledButton type={type} {...props} />;
}
