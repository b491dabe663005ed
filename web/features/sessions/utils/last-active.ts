import { formatDate } from "../../../lib/format.ts";

// When a session was last used, as the list of signed-in devices says it. The server refreshes
// it at most once a minute, so anything within two minutes is "now". Written out rather than
// through Intl.RelativeTimeFormat, whose first use on a page costs a locale load.
const UNITS: ReadonlyArray<readonly [unit: string, ms: number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];
const NOW_MS = 2 * 60_000;
const RELATIVE_UP_TO_MS = 7 * 86_400_000;

export function lastActive(iso: string, now: Date): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return "Last active: unknown";
  // A device clock a little behind the server's gives small negative ages: those are now too.
  if (elapsed < NOW_MS) return "Active now";
  if (elapsed >= RELATIVE_UP_TO_MS) return `Last active ${formatDate(iso)}`;
  const [unit, ms] = UNITS.find(([, size]) => elapsed >= size)!;
  const count = Math.floor(elapsed / ms);
  if (unit === "day" && count === 1) return "Last active yesterday";
  return `Last active ${count} ${unit}${count === 1 ? "" : "s"} ago`;
}
