// How far a streaming standby trails its primary, in time, from write-ahead log positions only.
// `now() - pg_last_xact_replay_timestamp()` on the standby grows while the primary is idle (no
// new commit to replay) and mixes two machines' clocks; instead the primary's position is
// sampled on the app's monotonic clock, and the standby's replayed position says which samples
// it has passed. Everything the primary had written when a passed sample was taken is on the
// standby, so the lag is at most the age of the newest such sample.

/** A write-ahead log position ("16/B374D848") as a number of bytes. */
export const lsnOf = (text: string): bigint => {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
};

/** The primary's position at a moment of the monotonic clock. */
export interface Sample {
  readonly lsn: bigint;
  readonly atMs: number;
}

/** The samples of the last `keepMs`, with `sample` added (samples arrive in time order). */
export const remember = (samples: ReadonlyArray<Sample>, sample: Sample, keepMs: number): Array<Sample> => [
  ...samples.filter((s) => s.atMs >= sample.atMs - keepMs),
  sample,
];

export interface Lag {
  readonly ms: number;
  /**
   * False when the standby is behind every sample kept: then `ms` (the age of the oldest) is
   * only a lower bound, and right after a start, when that sample is new, says nothing.
   */
  readonly exact: boolean;
}

/** The standby's lag at `nowMs`, given the position it has replayed. */
export const lagOf = (samples: ReadonlyArray<Sample>, replayed: bigint, nowMs: number): Lag => {
  const latest = samples.at(-1);
  if (latest === undefined) return { ms: 0, exact: false };
  // Caught up with the newest sample: nothing written before it is missing.
  if (replayed >= latest.lsn) return { ms: Math.max(0, nowMs - latest.atMs), exact: true };
  for (let i = samples.length - 1; i >= 0; i--) {
    const sample = samples[i]!;
    if (sample.lsn <= replayed) return { ms: Math.max(0, nowMs - sample.atMs), exact: true };
  }
  return { ms: Math.max(0, nowMs - samples[0]!.atMs), exact: false };
};
