import { formatDate } from "../../../lib/format.ts";
import type { Translate } from "../../../lib/i18n/use-t.ts";

// When a session was last used, as the list of signed-in devices says it. The server refreshes
// it at most once a minute, so anything within two minutes is "now". Written out rather than
// through Intl.RelativeTimeFormat, whose first use on a page costs a locale load.
type LastActiveKey =
  | "lastActive.unknown"
  | "lastActive.now"
  | "lastActive.date"
  | "lastActive.yesterday"
  | "lastActive.minutes"
  | "lastActive.hours"
  | "lastActive.days";

const UNITS: ReadonlyArray<readonly [key: LastActiveKey, ms: number]> = [
  ["lastActive.days", 86_400_000],
  ["lastActive.hours", 3_600_000],
  ["lastActive.minutes", 60_000],
];
const NOW_MS = 2 * 60_000;
const RELATIVE_UP_TO_MS = 7 * 86_400_000;

/** `t` is the sessions catalog's (useT(sessionsText)), which holds the words in each language. */
export function lastActive(iso: string, now: Date, t: Translate<LastActiveKey>): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return t("lastActive.unknown");
  // A device clock a little behind the server's gives small negative ages: those are now too.
  if (elapsed < NOW_MS) return t("lastActive.now");
  if (elapsed >= RELATIVE_UP_TO_MS) return t("lastActive.date", { date: formatDate(iso) });
  const [key, ms] = UNITS.find(([, size]) => elapsed >= size)!;
  const count = Math.floor(elapsed / ms);
  if (key === "lastActive.days" && count === 1) return t("lastActive.yesterday");
  return t(key, { count });
}
