// The holding period (decision 53): an approval's lines are earned when it is approved but a
// close pays them only once the post has stayed up for the holding period, so a post taken down
// (and reversed) meanwhile is never paid. The instant is worked out when the post is approved and
// carried in the event, so a rebuild of the log gives the same answer whatever the setting is then.

const DAY_MS = 24 * 60 * 60 * 1000;
const MYT_OFFSET_MS = 8 * 60 * 60 * 1000;

/** When an approval at `at` becomes payable after `holdingDays` whole days (0: at once). */
export const payableAtAfter = (at: string, holdingDays: number): string =>
  new Date(Date.parse(at) + holdingDays * DAY_MS).toISOString();

/** An approval's payable instant; approvals from before the holding period were payable at once. */
export const approvalPayableAt = (data: { readonly at: string; readonly payableAt?: string }): string =>
  data.payableAt ?? data.at;

/**
 * A reversal's lines are payable when the approval's are, so a post reversed within its holding
 * period nets to nothing in the close that would have paid it; one reversed after that is taken
 * back from the next close (a line is never payable before it exists).
 */
export const reversalPayableAt = (approvalPayableAt: string, reversedAt: string): string =>
  Date.parse(approvalPayableAt) >= Date.parse(reversedAt) ? approvalPayableAt : reversedAt;

/** The Malaysian calendar date (YYYY-MM-DD) of an instant: the day a member is told it is payable from. */
export const malaysianDateOf = (instant: string | Date): string => {
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(ms + MYT_OFFSET_MS).toISOString().slice(0, 10);
};

/**
 * What a member's lines still in their holding period add up to, by the Malaysian day each
 * becomes payable (`payableAt` in milliseconds, as unpaid lines carry it), earliest first. A day
 * whose lines add up to nothing (a post approved and reversed within its holding period) is left
 * out: nothing becomes payable on it.
 */
export const pendingByDay = (
  lines: ReadonlyArray<{ readonly amountSen: number; readonly payableAt: number }>,
): ReadonlyArray<{ readonly payableOn: string; readonly amountSen: number }> => {
  const days = new Map<string, number>();
  for (const line of lines) {
    const day = malaysianDateOf(new Date(line.payableAt));
    days.set(day, (days.get(day) ?? 0) + line.amountSen);
  }
  return [...days]
    .filter(([, amountSen]) => amountSen !== 0)
    .map(([payableOn, amountSen]) => ({ payableOn, amountSen }))
    .toSorted((a, b) => a.payableOn.localeCompare(b.payableOn));
};
