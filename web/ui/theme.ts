import {
  colorTokens,
  palettes,
  shadowPalettes,
  shadowTokens,
  toneNames,
  tonePalettes,
  type ColorToken,
  type Scheme,
  type ShadowToken,
  type Tone,
} from "./tokens.ts";

export type { Tone } from "./tokens.ts";

// Design tokens shared by every styled component. Colours and shadows are CSS custom properties
// (var(--color-…)), so one stylesheet serves both colour schemes: GlobalStyles gives the
// properties their light values, and their dark ones when the system asks for a dark scheme.
// The values themselves live in tokens.ts.
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const colorVar = (token: ColorToken) => `--color-${kebab(token)}`;
const shadowVar = (token: ShadowToken) => `--shadow-${token}`;
const toneVar = (tone: Tone, part: "background" | "text") => `--tone-${tone}-${part === "background" ? "bg" : "fg"}`;

const mapTokens = <K extends string, V>(keys: ReadonlyArray<K>, value: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

export const colors = mapTokens(colorTokens, (token) => `var(${colorVar(token)})`);

export const tones = mapTokens(toneNames, (tone) => ({
  background: `var(${toneVar(tone, "background")})`,
  text: `var(${toneVar(tone, "text")})`,
}));

export const shadow = mapTokens(shadowTokens, (token) => `var(${shadowVar(token)})`);

/** Every custom property of a scheme, by name: what GlobalStyles writes into :root. */
export function schemeVariables(scheme: Scheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const token of colorTokens) variables[colorVar(token)] = palettes[scheme][token];
  for (const token of shadowTokens) variables[shadowVar(token)] = shadowPalettes[scheme][token];
  for (const tone of toneNames) {
    variables[toneVar(tone, "background")] = tonePalettes[scheme][tone].background;
    variables[toneVar(tone, "text")] = tonePalettes[scheme][tone].text;
  }
  return variables;
}

// Spacing: margins, paddings and gaps come from this scale (ms sits between sm and md).
export const space = {
  xxs: "0.125rem",
  xs: "0.25rem",
  sm: "0.5rem",
  ms: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
} as const;

// The type scale, named by use; rem, so text follows the reader's browser setting.
export const fontSize = {
  micro: "0.6875rem",
  tiny: "0.75rem",
  caption: "0.8125rem",
  small: "0.875rem",
  label: "0.9375rem",
  body: "1rem",
  lead: "1.125rem",
  title: "1.25rem",
  heading: "1.5rem",
  display: "1.875rem",
} as const;

export const lineHeight = {
  tight: 1.25,
  snug: 1.3,
  body: 1.5,
} as const;

export const radius = {
  sm: "0.375rem",
  md: "0.75rem",
  pill: "999px",
} as const;

/** Local fonts sized to Inter that stand in while it loads (declared in ui/fonts.ts). */
export const interStandIns = { roboto: "Inter Fallback Roboto", arial: "Inter Fallback Arial" } as const;

// Inter covers Latin (Malay and English), with its stand-ins until it is in; Chinese and Tamil
// names fall through, glyph by glyph, to the system fonts that have them.
export const font = {
  body: `"Inter Variable", "${interStandIns.roboto}", "${interStandIns.arial}", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", "Noto Sans Tamil", "PingFang SC", "Microsoft YaHei", sans-serif`,
} as const;

// The smallest height of anything tapped (44 px, WCAG 2.5.5).
export const touchTarget = "2.75rem";

// Mobile first: styles are written for small screens and widened at these breakpoints.
export const media = {
  tablet: "@media (min-width: 640px)",
  desktop: "@media (min-width: 960px)",
} as const;

// Height of the fixed bottom bar, so page content can leave room for it on phones.
export const bottomBarHeight = "4rem";

/** Out of sight, still read by screen readers (VisuallyHidden, and text a layout hides). */
export const readersOnly = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  border: 0,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
} as const;
