import type { Evidence, RiskRule } from "../../../../domain/events.ts";
import { ofKind, type Step, type TableProjection } from "../table.ts";

// risk_flags: one row per flag (decision 18), open until an admin clears or confirms it. While
// open it holds the payouts of the members who acted (server/modules/risk/holds.ts reads `status`
// and `held_member_ids`); `member_ids` names everyone involved. Id lists are JSON arrays.
const json = (value: unknown) => JSON.stringify(value);

export interface RiskFlagRow {
  flagId: string;
  rule: RiskRule;
  status: "open" | "cleared" | "confirmed";
  memberIds: ReadonlyArray<number>;
  /** The members whose own actions made the flag: held while it is open (decision 41). */
  heldMemberIds: ReadonlyArray<number>;
  evidence: Evidence;
  raisedAt: string;
  updatedAt: string;
  reviewNote: string | null;
  decidedBy: number | null;
  decisionReason: string | null;
  suspendedMemberIds: ReadonlyArray<number>;
  reversedPostIds: ReadonlyArray<string>;
  decidedAt: string | null;
}

export const riskFlags: TableProjection<RiskFlagRow> = {
  table: "risk_flags",
  columns: [
    { name: "flag_id", type: "text", value: (r) => r.flagId },
    { name: "rule", type: "text", value: (r) => r.rule },
    { name: "status", type: "text", value: (r) => r.status },
    { name: "member_ids", type: "jsonb", value: (r) => json(r.memberIds) },
    { name: "held_member_ids", type: "jsonb", value: (r) => json(r.heldMemberIds) },
    { name: "evidence", type: "jsonb", value: (r) => json(r.evidence) },
    { name: "raised_at", type: "timestamptz", value: (r) => r.raisedAt },
    { name: "updated_at", type: "timestamptz", value: (r) => r.updatedAt },
    { name: "review_note", type: "text", value: (r) => r.reviewNote },
    { name: "decided_by", type: "int", value: (r) => r.decidedBy },
    { name: "decision_reason", type: "text", value: (r) => r.decisionReason },
    { name: "suspended_member_ids", type: "jsonb", value: (r) => json(r.suspendedMemberIds) },
    { name: "reversed_post_ids", type: "jsonb", value: (r) => json(r.reversedPostIds) },
    { name: "decided_at", type: "timestamptz", value: (r) => r.decidedAt },
  ],

  live: (changes, p) => {
    const steps: Array<Step> = [];
    for (const c of ofKind(changes, "riskFlagRaised")) {
      steps.push({
        name: "flag_raised",
        sql: `INSERT INTO risk_flags (flag_id, rule, status, member_ids, held_member_ids, evidence, raised_at, updated_at)
          VALUES (${p.add(c.flagId, "text")}, ${p.add(c.rule, "text")}, 'open', ${p.add(json(c.memberIds), "jsonb")},
                  ${p.add(json(c.heldMemberIds), "jsonb")}, ${p.add(json(c.evidence), "jsonb")},
                  ${p.add(c.at, "timestamptz")}, ${p.add(c.at, "timestamptz")})`,
      });
    }
    for (const c of ofKind(changes, "riskFlagWidened")) {
      steps.push({
        name: "flag_widened",
        sql: `UPDATE risk_flags SET member_ids = ${p.add(json(c.memberIds), "jsonb")},
          held_member_ids = ${p.add(json(c.heldMemberIds), "jsonb")}, evidence = ${p.add(json(c.evidence), "jsonb")},
          updated_at = ${p.add(c.at, "timestamptz")} WHERE flag_id = ${p.add(c.flagId, "text")}`,
      });
    }
    for (const c of ofKind(changes, "riskFlagReviewed")) {
      steps.push({
        name: "flag_reviewed",
        sql: `UPDATE risk_flags SET review_note = ${p.add(c.note, "text")}, updated_at = ${p.add(c.at, "timestamptz")}
          WHERE flag_id = ${p.add(c.flagId, "text")}`,
      });
    }
    for (const c of ofKind(changes, "riskFlagDecided")) {
      steps.push({
        name: "flag_decided",
        sql: `UPDATE risk_flags SET status = ${p.add(c.status, "text")}, decided_by = ${p.add(c.adminId, "int")},
          decision_reason = ${p.add(c.reason, "text")}, suspended_member_ids = ${p.add(json(c.suspendedMemberIds), "jsonb")},
          reversed_post_ids = ${p.add(json(c.reversedPostIds), "jsonb")}, decided_at = ${p.add(c.at, "timestamptz")},
          updated_at = ${p.add(c.at, "timestamptz")}
          WHERE flag_id = ${p.add(c.flagId, "text")}`,
      });
    }
    return steps;
  },

  fold: (tables, _position, change) => {
    if (change.kind === "riskFlagRaised") {
      tables.riskFlags.set(change.flagId, {
        flagId: change.flagId,
        rule: change.rule,
        status: "open",
        memberIds: change.memberIds,
        heldMemberIds: change.heldMemberIds,
        evidence: change.evidence,
        raisedAt: change.at,
        updatedAt: change.at,
        reviewNote: null,
        decidedBy: null,
        decisionReason: null,
        suspendedMemberIds: [],
        reversedPostIds: [],
        decidedAt: null,
      });
      return;
    }
    if (change.kind !== "riskFlagWidened" && change.kind !== "riskFlagReviewed" && change.kind !== "riskFlagDecided")
      return;
    const row = tables.riskFlags.get(change.flagId);
    if (!row) return;
    row.updatedAt = change.at;
    if (change.kind === "riskFlagWidened") {
      row.memberIds = change.memberIds;
      row.heldMemberIds = change.heldMemberIds;
      row.evidence = change.evidence;
    } else if (change.kind === "riskFlagReviewed") row.reviewNote = change.note;
    else {
      row.status = change.status;
      row.decidedBy = change.adminId;
      row.decisionReason = change.reason;
      row.suspendedMemberIds = change.suspendedMemberIds;
      row.reversedPostIds = change.reversedPostIds;
      row.decidedAt = change.at;
    }
  },
};
