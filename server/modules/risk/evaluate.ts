import crypto from "node:crypto";
import { Effect } from "effect";
import { streams } from "../../../domain/events.ts";
import * as flag from "../../../domain/risk/flag.ts";
import { evaluate, type Finding, type RiskSnapshot } from "../../../domain/risk/rules.ts";
import { RiskSettings } from "../../platform/config/risk-settings.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { handleIn, inTransaction } from "../../platform/event-store/command.ts";
import { signalKey } from "./signals.ts";
import { snapshotAll, snapshotAround } from "./snapshot.ts";

// Runs the rules and raises a flag per finding. Members whose signals or posts changed wait in
// risk_pending; an evaluator takes a batch (FOR UPDATE SKIP LOCKED, so instances share the work),
// raises the flags and deletes the batch in one transaction: a crash leaves the batch for the
// next turn, and a finding raised twice changes nothing (domain/risk/flag.ts).

const MY_TIME = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" });

/** The stream key of a finding: a keyed hash of its anchor, so no signal value reaches the log. */
export const flagKeyOf = (key: string, anchor: string): string =>
  crypto.createHmac("sha256", key).update(`flag:${anchor}`).digest("hex").slice(0, 16);

const raiseAll = (tx: Sql, findings: ReadonlyArray<Finding>, at: Date) =>
  Effect.gen(function* () {
    const key = yield* signalKey;
    let raised = 0;
    for (const finding of findings) {
      const flagKey = flagKeyOf(key, finding.anchor);
      const { events } = yield* handleIn(tx, {
        decider: flag,
        streamId: streams.riskFlag(flagKey),
        command: {
          type: "RaiseRiskFlag",
          flagKey,
          rule: finding.rule,
          memberIds: finding.memberIds,
          heldMemberIds: finding.heldMemberIds,
          ...(finding.releasedMemberIds === undefined ? {} : { releasedMemberIds: finding.releasedMemberIds }),
          evidence: finding.evidence,
          at: at.toISOString(),
        },
        metadata: { actor: "system" },
      });
      raised += events.length;
    }
    return raised;
  });

const findingsIn = (snapshot: RiskSnapshot, at: Date) =>
  RiskSettings.use(({ thresholds }) => Effect.succeed(evaluate(snapshot, thresholds, MY_TIME.format(at))));

/**
 * Evaluates up to `batch` queued members; answers how many were taken and flags raised or
 * widened. Returns at once when nothing waits. The loop skips batches another instance is
 * evaluating; `wait` waits for them instead, so what was queued before the call has been
 * looked at when it returns (a close needs that).
 */
export const evaluatePending = Effect.fn("Risk.evaluatePending")(function* (batch = 200, wait = false) {
  const { thresholds } = yield* RiskSettings;
  const at = yield* now;
  return yield* inTransaction((tx) =>
    Effect.gen(function* () {
      const taken = yield* tx.query<{ id: number; member_id: number }>(
        wait
          ? `SELECT id, member_id FROM risk_pending ORDER BY id LIMIT $1 FOR UPDATE`
          : `SELECT id, member_id FROM risk_pending ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batch],
      );
      if (taken.length === 0) return { members: 0, raised: 0 };
      const memberIds = [...new Set(taken.map((r) => r.member_id))];
      const snapshot = yield* snapshotAround(tx, memberIds, at, thresholds);
      // Findings around the members taken: a flag among others is found from their own side.
      const mine = new Set(memberIds);
      const findings = (yield* findingsIn(snapshot, at)).filter((f) => f.memberIds.some((id) => mine.has(id)));
      const raised = yield* raiseAll(tx, findings, at);
      yield* tx.query(`DELETE FROM risk_pending WHERE id = ANY($1::bigint[])`, [taken.map((r) => r.id)]);
      return { members: memberIds.length, raised };
    }),
  );
});

/**
 * Evaluates until nothing waits. With `wait`, batches other instances hold are waited for
 * (a close does this first, so no payout slips past a check in progress).
 */
export const evaluateAllPending = Effect.fn("Risk.evaluateAllPending")(function* (wait = false) {
  let total = 0;
  for (;;) {
    const { members } = yield* evaluatePending(200, wait);
    if (members === 0) return total;
    total += members;
  }
});

/** Every rule over every member: answers the findings and how many flags were raised or widened. */
export const scanAll = Effect.fn("Risk.scanAll")(function* () {
  const { thresholds } = yield* RiskSettings;
  const db = yield* Database;
  const at = yield* now;
  const snapshot = yield* snapshotAll(db, at, thresholds);
  const findings = yield* findingsIn(snapshot, at);
  const raised = yield* inTransaction((tx) => raiseAll(tx, findings, at));
  yield* db.query(`DELETE FROM risk_pending WHERE queued_at <= $1`, [at]);
  return { members: snapshot.members.length, findings: findings.length, raised };
});
