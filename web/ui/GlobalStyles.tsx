import { css, Global } from "@emotion/react";
import { fontFaces } from "./fonts.ts";
import { colors, font, fontSize, lineHeight, schemeVariables } from "./theme.ts";
import type { Scheme } from "./tokens.ts";

const declarations = (scheme: Scheme) =>
  Object.entries(schemeVariables(scheme))
    .map(([name, value]) => `${name}: ${value};`)
    .join("\n");

// The light tokens by default and the dark ones when the system prefers a dark scheme; there is
// no switch in the app, the device's setting decides. `color-scheme` lets the browser draw its
// own parts (scroll bars, select menus, autofill) to match.
const tokens = css`
  :root {
    color-scheme: light dark;
    ${declarations("light")}
  }
  @media (prefers-color-scheme: dark) {
    :root {
      ${declarations("dark")}
    }
  }
`;

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${font.body};
    font-size: ${fontSize.body};
    line-height: ${lineHeight.body};
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
  }
  a {
    color: ${colors.accent};
  }
  a:hover {
    color: ${colors.accentHover};
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  img {
    max-width: 100%;
    display: block;
  }
`;

export function GlobalStyles() {
  return <Global styles={[...fontFaces, tokens, styles]} />;
}
