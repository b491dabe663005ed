import { formatDate } from "../../../lib/format.ts";
import type { Tone } from "../../../ui/theme.ts";

// Activity types the server writes, with their labels; unknown types are shown as they come.
const ACTIVITY_LABELS: Readonly<Record<string, string>> = {
  post_created: "Content Created",
  commission_earned: "Commission Earned",
  referral_made: "New Referral",
  level_up: "Level Upgrade",
  payment_received: "Payout",
  post_reversed: "Post Reversed",
  commission_reversed: "Commission Reversed",
};

export const activityLabel = (type: string): string => ACTIVITY_LABELS[type] ?? type;

const ACTIVITY_TONES: Readonly<Record<string, Tone>> = {
  post_created: "brand",
  commission_earned: "green",
  referral_made: "blue",
  level_up: "gold",
  payment_received: "accent",
  post_reversed: "red",
  commission_reversed: "red",
};

export const activityTone = (type: string): Tone => ACTIVITY_TONES[type] ?? "neutral";

const UNITS: ReadonlyArray<[unit: string, ms: number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const RELATIVE_UP_TO_MS = 7 * 86_400_000;

// "5 minutes ago" or "yesterday" within the last week (the words Intl.RelativeTimeFormat gives
// for en-MY, written out: its first use on a page costs tens of milliseconds of locale loading,
// on the dashboard's first render). Older entries read better as a date.
export function activityTime(iso: string, now: Date): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed) || elapsed >= RELATIVE_UP_TO_MS) return formatDate(iso);
  // A clock slightly ahead of the server's gives small negative ages; they are "now" too.
  if (elapsed < 60_000) return "Just now";
  const [unit, ms] = UNITS.find(([, size]) => elapsed >= size) ?? UNITS[UNITS.length - 1]!;
  const count = Math.floor(elapsed / ms);
  if (unit === "day" && count === 1) return "yesterday";
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}
