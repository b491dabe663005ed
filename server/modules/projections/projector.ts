import { Effect } from "effect";
import type { JemputEvent } from "../../../domain/events.ts";
import { changesFor, levelCrossed, type Change } from "../../../domain/projection.ts";
import type { DbError, Sql } from "../../platform/db/database.ts";
import type { Statement } from "../../platform/event-store/pipeline.ts";
import { batchable, batchStatement } from "./projector-batch.ts";

// Applies the domain's projection rules with SQL, inside the transaction that appends the
// event, so every read after a write sees it. An event whose changes are all plain writes
// (nothing read back) is projected by `plainWrites`, which is also what a pipelined append
// (store.ts, approvals) sends behind its event: a projection of such events belongs there.
const applyChange = (tx: Sql, position: number, change: Change): Effect.Effect<unknown, DbError> => {
  switch (change.kind) {
    case "memberJoined":
      return tx.query(
        `INSERT INTO members (member_id, referral_code, referrer_id, level2_referrer_id, joined_at) VALUES ($1, $2, $3, $4, $5)`,
        [change.memberId, change.referralCode, change.referrerId, change.level2ReferrerId, change.at],
      );
    case "teamGrew":
      return Effect.gen(function* () {
        const column = change.level === 1 ? "direct_recruits" : "level2_count";
        const [row] = yield* tx.query<{ team_size: number }>(
          `UPDATE members SET ${column} = ${column} + 1 WHERE member_id = $1 RETURNING team_size`,
          [change.memberId],
        );
        const threshold = row ? levelCrossed(row.team_size - 1, row.team_size) : null;
        if (threshold !== null) {
          yield* insertActivity(tx, position, change.memberId, "level_up", change.newMemberId, 0, { threshold }, change.at);
        }
      });
    case "adminChanged":
      return tx.query(`UPDATE members SET is_admin = $2 WHERE member_id = $1`, [change.memberId, change.isAdmin]);
    case "memberErased":
      return Effect.gen(function* () {
        yield* tx.query(`UPDATE members SET referral_code = $2 WHERE member_id = $1`, [change.memberId, change.referralCode]);
        yield* tx.query(`UPDATE posts SET title = '', url = '' WHERE member_id = $1`, [change.memberId]);
      });
    case "postSubmitted":
      return tx.query(
        `INSERT INTO posts (post_id, member_id, title, url, platform, status, submitted_at) VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
        [change.postId, change.memberId, change.title, change.url, change.platform, change.at],
      );
    case "postDecided":
      return tx.query(
        `UPDATE posts SET status = $2, earnings_sen = $3, rejection_reason = $4, decided_at = $5 WHERE post_id = $1`,
        [change.postId, change.status, change.earningsSen, change.reason, change.at],
      );
    case "credited":
      return Effect.gen(function* () {
        yield* tx.query(
          `INSERT INTO ledger_lines (position, member_id, kind, amount_sen, period, post_id, source_member_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [position, change.memberId, change.creditKind, change.amountSen, change.period, change.postId, change.sourceMemberId, change.at],
        );
        const personal = change.creditKind === "personal" ? change.amountSen : 0;
        const level1 = change.creditKind === "level1_override" ? change.amountSen : 0;
        const level2 = change.creditKind === "level2_override" ? change.amountSen : 0;
        yield* tx.query(
          `INSERT INTO monthly_income AS m (member_id, period, personal_sen, level1_sen, level2_sen, posts)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (member_id, period) DO UPDATE SET
             personal_sen = m.personal_sen + EXCLUDED.personal_sen, level1_sen = m.level1_sen + EXCLUDED.level1_sen,
             level2_sen = m.level2_sen + EXCLUDED.level2_sen, posts = m.posts + EXCLUDED.posts`,
          [change.memberId, change.period, personal, level1, level2, personal > 0 ? 1 : 0],
        );
      });
    case "activity":
      return insertActivity(tx, position, change.memberId, change.type, change.subjectMemberId, change.amountSen, change.detail, change.at);
    case "payoutIssued":
      return tx.query(
        `INSERT INTO payouts (payout_id, member_id, period, amount_sen, status, issued_at) VALUES ($1, $2, $3, $4, 'issued', $5)`,
        [change.payoutId, change.memberId, change.period, change.amountSen, change.at],
      );
    case "payoutPaid":
      return tx.query(`UPDATE payouts SET status = 'paid', reference = $2, paid_at = $3 WHERE payout_id = $1`, [change.payoutId, change.reference, change.at]);
  }
};

const insertActivity = (tx: Sql, position: number, memberId: number, type: string, subject: number | null, amountSen: number, detail: object, at: string) =>
  tx.query(
    `INSERT INTO activities (position, member_id, type, subject_member_id, amount_sen, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [position, memberId, type, subject, amountSen, JSON.stringify(detail), at],
  );

/**
 * The statements that project `event` when its changes are plain writes, else null. `position`
 * null stands for the event this session appended last (the statements follow it in one pipeline).
 */
export const plainWrites = (position: number | null, event: JemputEvent): ReadonlyArray<Statement> | null => {
  const changes = changesFor(event);
  return batchable(changes) ? [batchStatement(position, changes)] : null;
};

export const project = (tx: Sql, position: number, event: JemputEvent): Effect.Effect<void, DbError> => {
  const statements = plainWrites(position, event);
  if (statements) return Effect.forEach(statements, (s) => tx.query(s.text, s.values), { discard: true });
  return Effect.forEach(changesFor(event), (change) => applyChange(tx, position, change), { discard: true });
};
