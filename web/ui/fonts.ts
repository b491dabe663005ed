import { css } from "@emotion/react";
// Vite copies each file into the build under a hashed name and gives its address. The page does
// not preload it: the first screen paints in the fallback below and Inter replaces it in place.
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2";
import { interStandIns } from "./theme.ts";

// Inter, self-hosted: only the Latin subset (English and Malay, €, the general punctuation the
// copy uses) and Latin Extended (accented names) are declared. Each range is what the subset
// file holds, as Fontsource cuts it, so the browser fetches a file only when the page has a
// character in its range; Chinese and Tamil fall through to the system fonts in font.body.
// `swap` shows the text at once in a fallback font rather than hiding it while the file loads.
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

const face = (file: string, range: string) => css`
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${file}) format("woff2");
    unicode-range: ${range};
  }
`;

// Until Inter is in, Latin text is set in a local Roboto (Android) or Arial (elsewhere; Helvetica
// and Liberation Sans share its widths) scaled to Inter's width and given its vertical metrics,
// so the swap moves no line. Inter's ascent is 1,984 and its descent 494 of 2,048 units with no
// line gap; the scale is Inter's width over the local font's on the app's copy, as Chromium
// measures it (e2e/appearance.e2e.ts holds them to it): 1.071 for both regulars, 1.023 against
// Arial Bold and 1.085 against Roboto Bold at weight 700. Overrides are set after the scale.
const fallback = (family: string, weight: string, scale: number, names: ReadonlyArray<string>) => css`
  @font-face {
    font-family: "${family}";
    font-style: normal;
    font-weight: ${weight};
    src: ${names.map((name) => `local("${name}")`).join(", ")};
    size-adjust: ${(scale * 100).toFixed(1)}%;
    ascent-override: ${((1984 / 2048 / scale) * 100).toFixed(2)}%;
    descent-override: ${((494 / 2048 / scale) * 100).toFixed(2)}%;
    line-gap-override: 0%;
    unicode-range: ${LATIN}, ${LATIN_EXT};
  }
`;
const REGULAR = "100 549";
const BOLD = "550 900";

export const fontFaces = [
  face(interLatinExt, LATIN_EXT),
  face(interLatin, LATIN),
  fallback(interStandIns.roboto, REGULAR, 1.071, ["Roboto", "Roboto-Regular"]),
  fallback(interStandIns.roboto, BOLD, 1.085, ["Roboto Bold", "Roboto-Bold"]),
  fallback(interStandIns.arial, REGULAR, 1.071, ["Arial", "ArialMT", "Helvetica", "Liberation Sans"]),
  fallback(interStandIns.arial, BOLD, 1.023, ["Arial Bold", "Arial-BoldMT", "Helvetica Bold", "Liberation Sans Bold"]),
];
