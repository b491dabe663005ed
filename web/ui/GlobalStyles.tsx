import { css, Global } from "@emotion/react";
import { colors, font } from "./theme.ts";

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
    font-size: 1rem;
    line-height: 1.5;
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
  return <Global styles={styles} />;
}
