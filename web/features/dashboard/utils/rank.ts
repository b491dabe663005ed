import type { Translate } from "../../../lib/i18n/use-t.ts";
import type { Tone } from "../../../ui/theme.ts";

export type RankStyle = {
  tone: Tone;
  // The podium gets a picture; everyone else reads "#4".
  icon: "trophy" | "medal" | null;
  // What the rank says, both on screen and to screen readers.
  label: string;
};

type RankKey = "rank.first" | "rank.second" | "rank.third" | "rank.other";

const PODIUM: ReadonlyArray<{ tone: Tone; icon: "trophy" | "medal"; key: RankKey }> = [
  { tone: "gold", icon: "trophy", key: "rank.first" },
  { tone: "silver", icon: "medal", key: "rank.second" },
  { tone: "bronze", icon: "medal", key: "rank.third" },
];

/** Style of a 1-based leaderboard rank: gold, silver and bronze for the top three. */
export function rankStyle(rank: number, t: Translate<RankKey>): RankStyle {
  const podium = PODIUM[rank - 1];
  return podium
    ? { tone: podium.tone, icon: podium.icon, label: t(podium.key) }
    : { tone: "neutral", icon: null, label: t("rank.other", { rank }) };
}
