// The values behind the colour tokens, one set per colour scheme. Components never read these:
// they read the CSS custom properties (theme.ts), which GlobalStyles sets from the light set and,
// under `prefers-color-scheme: dark`, from the dark one. Every text colour is chosen so that it
// keeps 4.5:1 against the backgrounds it is used on (tokens.test.ts computes the ratios).
export type Scheme = "light" | "dark";

export const colorTokens = [
  // A fill (primary buttons, the hero panels) under white text in both schemes.
  "brand",
  "brandHover",
  "onBrand",
  // The brand colour as text or a current-item mark on the page's own backgrounds.
  "brandText",
  "brandSoft",
  "accent",
  "accentHover",
  "accentSoft",
  "text",
  "textMuted",
  "background",
  "surface",
  // Table headers and quiet panels, a step away from the surface.
  "surfaceMuted",
  "border",
  // Outlines of form controls: 3:1 against the surface (WCAG 1.4.11).
  "borderStrong",
  "controlDisabled",
  "skeleton",
  "danger",
  "dangerSoft",
  "dangerBorder",
  "dangerFill",
  "onDanger",
  "success",
  "successSoft",
  "successBorder",
  "focus",
  "overlay",
] as const;
export type ColorToken = (typeof colorTokens)[number];

export const palettes: Record<Scheme, Record<ColorToken, string>> = {
  light: {
    brand: "#c2410c",
    brandHover: "#9a3412",
    onBrand: "#ffffff",
    brandText: "#c2410c",
    brandSoft: "#ffedd5",
    accent: "#0f766e",
    accentHover: "#115e59",
    accentSoft: "#ccfbf1",
    text: "#1f2937",
    textMuted: "#4b5563",
    background: "#fff8f1",
    surface: "#ffffff",
    surfaceMuted: "#fdf6ef",
    border: "#e7dcd2",
    borderStrong: "#948676",
    controlDisabled: "#f5efe9",
    skeleton: "#eee4da",
    danger: "#b91c1c",
    dangerSoft: "#fef2f2",
    dangerBorder: "#fecaca",
    dangerFill: "#b91c1c",
    onDanger: "#ffffff",
    success: "#14532d",
    successSoft: "#f0fdf4",
    successBorder: "#86efac",
    focus: "#2563eb",
    overlay: "rgb(17 24 39 / 55%)",
  },
  // Warm near-black surfaces, so the orange brand reads as the same product at night.
  dark: {
    brand: "#c2410c",
    brandHover: "#9a3412",
    onBrand: "#ffffff",
    brandText: "#fb923c",
    brandSoft: "#3d2415",
    accent: "#2dd4bf",
    accentHover: "#5eead4",
    accentSoft: "#113a36",
    text: "#f5efe9",
    textMuted: "#b5a99e",
    background: "#14110e",
    surface: "#1e1915",
    surfaceMuted: "#26201b",
    border: "#3a312a",
    borderStrong: "#7d6f62",
    controlDisabled: "#2a231e",
    skeleton: "#2e2620",
    danger: "#f87171",
    dangerSoft: "#3b1818",
    dangerBorder: "#7f1d1d",
    dangerFill: "#b91c1c",
    onDanger: "#ffffff",
    success: "#bbf7d0",
    successSoft: "#12301f",
    successBorder: "#166534",
    focus: "#60a5fa",
    overlay: "rgb(0 0 0 / 65%)",
  },
};

export const toneNames = [
  "neutral",
  "brand",
  "accent",
  "yellow",
  "orange",
  "red",
  "green",
  "blue",
  "gold",
  "silver",
  "bronze",
] as const;
export type Tone = (typeof toneNames)[number];

// Badges and small highlights: a tinted background and a text colour that keeps 4.5:1 on it.
export const tonePalettes: Record<Scheme, Record<Tone, { background: string; text: string }>> = {
  light: {
    neutral: { background: "#f3f4f6", text: "#374151" },
    brand: { background: "#ffedd5", text: "#9a3412" },
    accent: { background: "#ccfbf1", text: "#115e59" },
    yellow: { background: "#fef9c3", text: "#854d0e" },
    orange: { background: "#ffedd5", text: "#9a3412" },
    red: { background: "#fee2e2", text: "#991b1b" },
    green: { background: "#dcfce7", text: "#166534" },
    blue: { background: "#dbeafe", text: "#1e40af" },
    gold: { background: "#fef3c7", text: "#92400e" },
    silver: { background: "#e5e7eb", text: "#374151" },
    bronze: { background: "#fde7d7", text: "#8a3b12" },
  },
  dark: {
    neutral: { background: "#2e2925", text: "#e5ded8" },
    brand: { background: "#3d2415", text: "#fdba74" },
    accent: { background: "#113a36", text: "#5eead4" },
    yellow: { background: "#3a3110", text: "#fde047" },
    orange: { background: "#3d2415", text: "#fdba74" },
    red: { background: "#3f1a1a", text: "#fca5a5" },
    green: { background: "#13301f", text: "#86efac" },
    blue: { background: "#172544", text: "#93c5fd" },
    gold: { background: "#3a2c0f", text: "#fcd34d" },
    silver: { background: "#2f3033", text: "#d1d5db" },
    bronze: { background: "#3a2418", text: "#f0b58f" },
  },
};

export const shadowTokens = ["card", "raised", "popover", "dialog", "toast"] as const;
export type ShadowToken = (typeof shadowTokens)[number];

// Shadows are barely seen on dark surfaces, so the dark set is deeper.
export const shadowPalettes: Record<Scheme, Record<ShadowToken, string>> = {
  light: {
    card: "0 1px 2px rgb(60 30 10 / 6%), 0 4px 16px rgb(60 30 10 / 6%)",
    raised: "0 1px 3px rgb(0 0 0 / 10%)",
    popover: "0 1px 2px rgb(60 30 10 / 6%), 0 12px 32px rgb(0 0 0 / 12%)",
    dialog: "0 20px 50px rgb(0 0 0 / 25%)",
    toast: "0 10px 30px rgb(0 0 0 / 15%)",
  },
  dark: {
    card: "0 1px 2px rgb(0 0 0 / 40%), 0 4px 16px rgb(0 0 0 / 30%)",
    raised: "0 1px 3px rgb(0 0 0 / 50%)",
    popover: "0 1px 2px rgb(0 0 0 / 40%), 0 12px 32px rgb(0 0 0 / 50%)",
    dialog: "0 20px 50px rgb(0 0 0 / 60%)",
    toast: "0 10px 30px rgb(0 0 0 / 50%)",
  },
};

// The logo keeps its colours in both schemes: it is the mark on the home screen icon too
// (web/public/favicon.svg, web/scripts/icons.ts).
export const logoColors = { tile: "#c2410c", stroke: "#ffffff", dot: "#ccfbf1" } as const;
