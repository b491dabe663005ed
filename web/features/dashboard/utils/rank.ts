import type { Tone } from "../../../ui/theme.ts";

export type RankStyle = {
  tone: Tone;
  // The podium gets a picture; everyone else reads "#4".
  icon: "trophy" | "medal" | null;
  // What the rank says, both on screen and to screen readers.
  label: string;
};

const PODIUM: ReadonlyArray<RankStyle> = [
  { tone: "gold", icon: "trophy", label: "1st place" },
  { tone: "silver", icon: "medal", label: "2nd place" },
  { tone: "bronze", icon: "medal", label: "3rd place" },
];

/** Style of a 1-based leaderboard rank: gold, silver and bronze for the top three. */
export const rankStyle = (rank: number): RankStyle =>
  PODIUM[rank - 1] ?? { tone: "neutral", icon: null, label: `#${rank}` };
