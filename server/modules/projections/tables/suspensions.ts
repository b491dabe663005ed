import { ofKind, type Step, type TableProjection } from "../table.ts";

// member_suspensions: the accounts closed to their owners (decision 18). Login refuses them,
// and their balances are held like those of a member with an open flag.
export interface SuspensionRow {
  memberId: number;
  flagId: string | null;
  reason: string;
  suspendedAt: string;
}

export const suspensions: TableProjection<SuspensionRow> = {
  table: "member_suspensions",
  columns: [
    { name: "member_id", type: "int", value: (r) => r.memberId },
    { name: "flag_id", type: "text", value: (r) => r.flagId },
    { name: "reason", type: "text", value: (r) => r.reason },
    { name: "suspended_at", type: "timestamptz", value: (r) => r.suspendedAt },
  ],

  live: (changes, p) => {
    const steps: Array<Step> = [];
    for (const c of ofKind(changes, "memberSuspended")) {
      steps.push({
        name: "suspended",
        sql: `INSERT INTO member_suspensions (member_id, flag_id, reason, suspended_at)
          VALUES (${p.add(c.memberId, "int")}, ${p.add(c.flagId, "text")}, ${p.add(c.reason, "text")}, ${p.add(c.at, "timestamptz")})`,
      });
    }
    for (const c of ofKind(changes, "memberReinstated")) {
      steps.push({
        name: "reinstated",
        sql: `DELETE FROM member_suspensions WHERE member_id = ${p.add(c.memberId, "int")}`,
      });
    }
    return steps;
  },

  fold: (tables, _position, change) => {
    if (change.kind === "memberSuspended") {
      const { memberId, flagId, reason, at } = change;
      tables.suspensions.set(memberId, { memberId, flagId, reason, suspendedAt: at });
    } else if (change.kind === "memberReinstated") tables.suspensions.delete(change.memberId);
  },
};
