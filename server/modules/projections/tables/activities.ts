import {
  LEVEL_THRESHOLDS,
  levelCrossed,
  type ActivityDetail,
  type ActivityType,
  type Change,
} from "../../../../domain/projection.ts";
import { ofKind, type TableProjection } from "../table.ts";

// activities: a member's feed, keyed by the event's log position. Besides the activities an
// event names, a team that grows past a milestone (LEVEL_THRESHOLDS) earns a level_up: live, from
// the sizes the members step `grown` returns; in memory, from the members row already grown
// (the applier folds members before activities).

export interface ActivityRow {
  position: number;
  memberId: number;
  type: ActivityType;
  subjectMemberId: number | null;
  amountSen: number;
  detail: ActivityDetail;
  at: string;
}

/** The rows of the activities an event names, as the activities subscription writes them. */
export const feedRows = (position: number, changes: ReadonlyArray<Change>): ReadonlyArray<ActivityRow> =>
  ofKind(changes, "activity").map(({ kind: _kind, ...rest }) => ({ position, ...rest }));
export const activities: TableProjection<ActivityRow> = {
  table: "activities",
  columns: [
    { name: "position", type: "bigint", value: (r) => r.position },
    { name: "member_id", type: "int", value: (r) => r.memberId },
    { name: "type", type: "text", value: (r) => r.type },
    { name: "subject_member_id", type: "int", value: (r) => r.subjectMemberId },
    { name: "amount_sen", type: "int", value: (r) => r.amountSen },
    { name: "detail", type: "jsonb", value: (r) => JSON.stringify(r.detail) },
    { name: "created_at", type: "timestamptz", value: (r) => r.at },
  ],

  // The feed of an event's own activities follows the log (subscriptions.ts: feedRows); a
  // milestone stays in the appending transaction, which alone knows the team size it made.
  live: (changes, p) => {
    const steps = [];
    if (ofKind(changes, "teamGrew").length > 0) {
      steps.push({
        name: "level_up",
        sql: `INSERT INTO activities (position, member_id, type, subject_member_id, amount_sen, detail, created_at)
        SELECT event.position, g.member_id, 'level_up', g.new_member_id, 0, jsonb_build_object('threshold', t.threshold), g.at
          FROM event, grown g,
               LATERAL (SELECT max(x) AS threshold FROM unnest(${p.add(LEVEL_THRESHOLDS, "int[]")}) AS x
                         WHERE g.team_size - 1 < x AND g.team_size >= x) AS t
         WHERE t.threshold IS NOT NULL`,
      });
    }
    return steps;
  },

  fold: (tables, position, change) => {
    if (change.kind === "activity") {
      const { kind: _kind, ...rest } = change;
      tables.activities.push({ position, ...rest });
    } else if (change.kind === "teamGrew") {
      const row = tables.members.get(change.memberId);
      if (!row) return;
      const size = row.directRecruits + row.level2Count;
      const threshold = levelCrossed(size - 1, size);
      if (threshold !== null) {
        tables.activities.push({
          position,
          memberId: change.memberId,
          type: "level_up",
          subjectMemberId: change.newMemberId,
          amountSen: 0,
          detail: { threshold },
          at: change.at,
        });
      }
    }
  },
};
