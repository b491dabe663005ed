import { describe, expect, it } from "vitest";
import { colors, schemeVariables, shadow, tones } from "./theme.ts";
import {
  colorTokens,
  palettes,
  shadowPalettes,
  shadowTokens,
  toneNames,
  tonePalettes,
  type ColorToken,
  type Scheme,
} from "./tokens.ts";

const SCHEMES: ReadonlyArray<Scheme> = ["light", "dark"];

// WCAG 2.x relative luminance and contrast ratio, from #rrggbb.
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// Text colours and every background the shared UI and the shell put them on.
const TEXT_ON: ReadonlyArray<[ColorToken, ReadonlyArray<ColorToken>]> = [
  ["text", ["background", "surface", "surfaceMuted", "brandSoft", "accentSoft", "controlDisabled"]],
  ["textMuted", ["background", "surface", "surfaceMuted", "brandSoft", "controlDisabled"]],
  ["brandText", ["background", "surface", "brandSoft"]],
  ["accent", ["background", "surface", "surfaceMuted"]],
  ["accentHover", ["background", "surface", "accentSoft"]],
  ["onBrand", ["brand", "brandHover"]],
  ["danger", ["background", "surface", "dangerSoft"]],
  ["onDanger", ["dangerFill"]],
  ["success", ["successSoft"]],
];

// Outlines that must be seen (WCAG 1.4.11: 3:1): form controls and the focus ring.
const OUTLINE_ON: ReadonlyArray<[ColorToken, ReadonlyArray<ColorToken>]> = [
  ["borderStrong", ["surface", "background"]],
  ["focus", ["surface", "background"]],
];

describe("colour tokens", () => {
  it.each(SCHEMES)("the %s scheme defines every colour, tone and shadow", (scheme) => {
    expect(Object.keys(palettes[scheme]).sort()).toEqual([...colorTokens].sort());
    expect(Object.keys(tonePalettes[scheme]).sort()).toEqual([...toneNames].sort());
    expect(Object.keys(shadowPalettes[scheme]).sort()).toEqual([...shadowTokens].sort());
    for (const value of Object.values(schemeVariables(scheme))) expect(value.trim()).not.toBe("");
  });

  it("both schemes set the same custom properties, and every token the components read is one of them", () => {
    const light = schemeVariables("light");
    const dark = schemeVariables("dark");
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
    const read = [
      ...Object.values(colors),
      ...Object.values(shadow),
      ...Object.values(tones).flatMap((tone) => [tone.background, tone.text]),
    ];
    for (const reference of read) {
      const name = /^var\((--[a-z0-9-]+)\)$/.exec(reference)?.[1];
      expect(name, reference).toBeDefined();
      expect(Object.keys(light)).toContain(name);
    }
  });

  it.each(SCHEMES)("the %s scheme keeps text at 4.5:1 or more on its backgrounds", (scheme) => {
    const palette = palettes[scheme];
    const failures: string[] = [];
    for (const [text, backgrounds] of TEXT_ON) {
      for (const background of backgrounds) {
        const ratio = contrast(palette[text], palette[background]);
        if (ratio < 4.5) failures.push(`${text} on ${background}: ${ratio.toFixed(2)}`);
      }
    }
    for (const tone of toneNames) {
      const { text, background } = tonePalettes[scheme][tone];
      const ratio = contrast(text, background);
      if (ratio < 4.5) failures.push(`tone ${tone}: ${ratio.toFixed(2)}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(SCHEMES)("the %s scheme draws control outlines and the focus ring at 3:1 or more", (scheme) => {
    const palette = palettes[scheme];
    for (const [outline, backgrounds] of OUTLINE_ON) {
      for (const background of backgrounds) {
        expect(contrast(palette[outline], palette[background]), `${outline} on ${background}`).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
  });

  it("computes contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
