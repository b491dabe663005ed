// What makes a serving instance `degraded` in GET /api/health (decision 60): parts that still
// let it answer every request but need an operator. Pure, so the thresholds are tested alone.

/** A subscription further behind than this makes the feed and the member search visibly stale. */
export const SUBSCRIPTION_BEHIND_SECONDS = 60;

export interface SubscriptionState {
  readonly name: string;
  readonly lagSeconds: number;
}
export interface ReplicaState {
  readonly state: string;
  readonly inUse: boolean;
  readonly lagMs: number | null;
  readonly maxLagMs: number;
}
export interface HealthProblem {
  readonly part: "replica" | "subscriptions";
  readonly reason: string;
}

const REPLICA_REASONS: Readonly<Record<string, string>> = {
  down: "the read replica does not answer; reads use the primary",
  "not-standby": "the replica address is not a standby; reads use the primary",
};

export const healthProblems = (
  subscriptions: ReadonlyArray<SubscriptionState>,
  replica: ReplicaState | null,
): ReadonlyArray<HealthProblem> => {
  const problems: Array<HealthProblem> = [];
  for (const s of subscriptions)
    if (s.lagSeconds > SUBSCRIPTION_BEHIND_SECONDS)
      problems.push({
        part: "subscriptions",
        reason: `${s.name} is ${Math.round(s.lagSeconds)} s behind the log (more than ${SUBSCRIPTION_BEHIND_SECONDS} s)`,
      });
  if (replica && !replica.inUse) {
    const reason =
      REPLICA_REASONS[replica.state] ??
      (replica.state === "lagging" && replica.lagMs !== null
        ? `the read replica is ${(replica.lagMs / 1000).toFixed(1)} s behind (more than ${(replica.maxLagMs / 1000).toFixed(1)} s); reads use the primary`
        : null);
    if (reason) problems.push({ part: "replica", reason });
  }
  return problems;
};
