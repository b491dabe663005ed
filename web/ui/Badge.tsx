import styled from "@emotion/styled";
import { fontSize, radius, space, tones, type Tone } from "./theme.ts";

// Small status label; the tone carries meaning only together with the text, never alone.
export const Badge = styled("span", { shouldForwardProp: (prop) => prop !== "tone" })<{ tone?: Tone }>(
  ({ tone = "neutral" }) => ({
    display: "inline-flex",
    alignItems: "center",
    gap: space.xs,
    padding: `${space.xxs} ${space.sm}`,
    borderRadius: radius.pill,
    fontSize: fontSize.caption,
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: "nowrap",
    background: tones[tone].background,
    color: tones[tone].text,
  }),
);
