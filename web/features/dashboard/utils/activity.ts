import { formatDate, rm } from "../../../lib/format.ts";
import { periodTitle } from "../../../lib/periods.ts";
import type { Translate } from "../../../lib/i18n/use-t.ts";
import type { NameOf } from "../../../lib/member-names.ts";
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

type ActivityFacts = {
  type: string;
  description: string;
  amount: number;
  subject: string | null;
  level: number | null;
  period: number | null;
  threshold: number | null;
};

/**
 * What happened, in the reader's language, from the facts the server sends with it. A type this
 * screen does not know, or one missing its facts, shows the server's English description.
 */
export const activityDescription = (activity: ActivityFacts, t: Translate<DashboardKey>, nameOf: NameOf): string => {
  const { level, period, threshold } = activity;
  const name = activity.subject === null ? null : nameOf(activity.subject);
  // A reversal's amount is negative; the words say it was taken back.
  const amount = rm(Math.abs(activity.amount));
  switch (activity.type) {
    case "post_created":
      return t("activity.text.postCreated", { amount });
    case "commission_earned":
      if (name !== null && level !== null) return t("activity.text.commissionEarned", { amount, level, name });
      break;
    case "commission_reversed":
      if (name !== null && level !== null) return t("activity.text.commissionReversed", { amount, level, name });
      break;
    case "referral_made":
      if (name !== null)
        return t(level === 2 ? "activity.text.referralLevel2" : "activity.text.referralDirect", { name });
      break;
    case "post_reversed":
      return t("activity.text.postReversed", { amount });
    case "payment_received":
      return period === null
        ? t("activity.text.payment", { amount })
        : t("activity.text.paymentFor", { amount, month: periodTitle(period) });
    case "level_up":
      if (threshold !== null) return t("activity.text.levelUp", { count: threshold });
      break;
  }
  return activity.description;
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
