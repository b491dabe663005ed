import styled from "@emotion/styled";
import { radius, tones, type Tone } from "./theme.ts";

// Small status label; the tone carries meaning only together with the text, never alone.
export const Badge = styled("span", { shouldForwardProp: (prop) => prop !== "tone" })<{ tone?: Tone }>(
  ({ tone = "neutral" }) => ({
    display: "inline-flex",
    alignItems: "center",
    gap: "0.25rem",
    padding: "0.125rem 0.5rem",
    borderRadius: radius.pill,
    fontSize: "0.8125rem",
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: "nowrap",
    background: tones[tone].background,
    color: tones[tone].text,
  }),
);
