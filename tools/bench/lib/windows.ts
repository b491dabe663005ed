// What a platform with a limit of N calls a minute counts: the most calls in any window of that
// length, wherever it starts (a sliding window, the strictest reading of such a limit).

/** The most of `times` (milliseconds, in any order) that fall in one window `[t, t + windowMs)`. */
export const busiestWindow = (times: ReadonlyArray<number>, windowMs: number): number => {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let from = 0;
  for (let to = 0; to < sorted.length; to++) {
    while (sorted[to]! - sorted[from]! >= windowMs) from++;
    most = Math.max(most, to - from + 1);
  }
  return most;
};
