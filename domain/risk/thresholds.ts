// The fraud rules' thresholds (decision 18). Each is a setting (RISK_* in the environment, read
// by server/platform/config/risk.ts); the defaults are tuned so that a world of honest members
// with realistic signals raises flags on fewer than 0.5% of them (npm run bench -- fraud).
export interface RiskThresholds {
  /** Registrations under one referrer from one device within the window make a farm at this count. */
  readonly farmDeviceMin: number;
  /**
   * The same from one network address: higher, because Malaysian mobile carriers put many
   * subscribers behind one address (carrier-grade NAT) and a launch event fills one Wi-Fi.
   */
  readonly farmNetworkMin: number;
  readonly farmWindowHours: number;
  /** Decided posts (approved, rejected) a member needs before their rejection rate counts. */
  readonly rejectionMinDecided: number;
  /** A member's rejected-or-reversed share flags at this many times the population's... */
  readonly rejectionFactor: number;
  /** ...and never below this share, in percent, however clean the population is. */
  readonly rejectionMinPercent: number;
  /** Submissions within the window that make a burst, at least... */
  readonly burstMin: number;
  /** ...and at least this many times the member's own daily average over the baseline days. */
  readonly burstFactor: number;
  readonly burstWindowHours: number;
  readonly burstBaselineDays: number;
  /** Posts whose author on the platform is not the member's handle there that make a pattern (decision 55). */
  readonly mismatchMin: number;
}

export const DEFAULT_THRESHOLDS: RiskThresholds = {
  farmDeviceMin: 3,
  farmNetworkMin: 10,
  farmWindowHours: 24,
  rejectionMinDecided: 6,
  rejectionFactor: 3,
  rejectionMinPercent: 60,
  burstMin: 12,
  burstFactor: 5,
  burstWindowHours: 24,
  burstBaselineDays: 30,
  mismatchMin: 3,
};

/** How long signals are kept: personal data, so no longer than the rules need them. */
export const DEFAULT_SIGNAL_RETENTION_DAYS = 90;
