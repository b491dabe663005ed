import { formatDate } from "../../../lib/format.ts";
import type { Translate } from "../../../lib/i18n/use-t.ts";
import type { Tone } from "../../../ui/theme.ts";
import type { dashboardText } from "../i18n.ts";

type DashboardKey = Parameters<typeof dashboardText.text>[1];

// Activity types the server writes, with their labels; unknown types are shown as they come.
const ACTIVITY_LABELS: Readonly<Record<string, DashboardKey>> = {
  post_created: "activity.postCreated",
  commission_earned: "activity.commissionEarned",
  referral_made: "activity.referralMade",
  level_up: "activity.levelUp",
  payment_received: "activity.paymentReceived",
  post_reversed: "activity.postReversed",
  commission_reversed: "activity.commissionReversed",
};

/** `t` is the dashboard catalog's (useT(dashboardText)). */
export const activityLabel = (type: string, t: Translate<DashboardKey>): string => {
  const key = ACTIVITY_LABELS[type];
  return key ? t(key) : type;
};

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

type TimeKey = "time.justNow" | "time.minutes" | "time.hours" | "time.yesterday" | "time.days";

const UNITS: ReadonlyArray<[key: TimeKey, ms: number]> = [
  ["time.days", 86_400_000],
  ["time.hours", 3_600_000],
  ["time.minutes", 60_000],
];

const RELATIVE_UP_TO_MS = 7 * 86_400_000;

// "5 minutes ago" or "yesterday" within the last week (in English the words
// Intl.RelativeTimeFormat gives for en-MY, written out in the catalogs: its first use on a page
// costs tens of milliseconds of locale loading, on the dashboard's first render). Older entries
// read better as a date.
export function activityTime(iso: string, now: Date, t: Translate<TimeKey>): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed) || elapsed >= RELATIVE_UP_TO_MS) return formatDate(iso);
  // A clock slightly ahead of the server's gives small negative ages; they are "now" too.
  if (elapsed < 60_000) return t("time.justNow");
  const [key, ms] = UNITS.find(([, size]) => elapsed >= size) ?? UNITS[UNITS.length - 1]!;
  const count = Math.floor(elapsed / ms);
  if (key === "time.days" && count === 1) return t("time.yesterday");
  return t(key, { count });
}
