// Design tokens shared by every styled component. Colours are picked so that text on them meets
// WCAG AA (4.5:1) for normal-size text: the brand orange is the darker 700 shade for that reason.
export const colors = {
  brand: "#c2410c",
  brandHover: "#9a3412",
  brandSoft: "#ffedd5",
  accent: "#0f766e",
  accentHover: "#115e59",
  accentSoft: "#ccfbf1",
  text: "#1f2937",
  textMuted: "#4b5563",
  background: "#fff8f1",
  surface: "#ffffff",
  border: "#e7dcd2",
  danger: "#b91c1c",
  focus: "#2563eb",
} as const;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
} as const;

export const radius = {
  sm: "0.375rem",
  md: "0.75rem",
  pill: "999px",
} as const;

export const shadow = {
  card: "0 1px 2px rgb(60 30 10 / 6%), 0 4px 16px rgb(60 30 10 / 6%)",
} as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

// Mobile first: styles are written for small screens and widened at these breakpoints.
export const media = {
  tablet: "@media (min-width: 640px)",
  desktop: "@media (min-width: 960px)",
} as const;

// Height of the fixed bottom bar, so page content can leave room for it on phones.
export const bottomBarHeight = "4rem";

// Tones for badges and small highlights; each pairs a tinted background with text that keeps
// 4.5:1 contrast on it.
export const tones = {
  neutral: { background: "#f3f4f6", text: "#374151" },
  brand: { background: colors.brandSoft, text: "#9a3412" },
  accent: { background: colors.accentSoft, text: "#115e59" },
  yellow: { background: "#fef9c3", text: "#854d0e" },
  orange: { background: "#ffedd5", text: "#9a3412" },
  red: { background: "#fee2e2", text: "#991b1b" },
  green: { background: "#dcfce7", text: "#166534" },
  blue: { background: "#dbeafe", text: "#1e40af" },
  gold: { background: "#fef3c7", text: "#92400e" },
  silver: { background: "#e5e7eb", text: "#374151" },
  bronze: { background: "#fde7d7", text: "#8a3b12" },
} as const;

export type Tone = keyof typeof tones;
