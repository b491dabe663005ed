import type { Change } from "../../../domain/projection.ts";
import type { Statement } from "../../platform/event-store/pipeline.ts";

// One statement for all of an event's changes when each is a plain write (no change reads
// what another wrote): a post approval's ledger lines, monthly income and activities go to
// PostgreSQL in one round trip instead of ten. The rows are exactly those the change-by-change
// applier (projector.ts) writes; anything else (teamGrew reads the team it grows) goes that way.
// The position is a parameter, or null for the event this session has just appended: an
// append sent in one pipeline with its projection (store.ts) does not know it yet.
const BATCHED = new Set<Change["kind"]>(["postSubmitted", "postDecided", "credited", "activity"]);

export const batchable = (changes: ReadonlyArray<Change>): boolean => changes.length > 1 && changes.every((c) => BATCHED.has(c.kind));

const STATEMENT = `
  WITH event AS (SELECT coalesce($1::bigint, currval('events_position_seq')) AS position),
  ledger AS (
    INSERT INTO ledger_lines (position, member_id, kind, amount_sen, period, post_id, source_member_id, created_at)
    SELECT event.position, l.* FROM event, unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::text[], $7::int[], $8::timestamptz[]) AS l),
  income AS (
    INSERT INTO monthly_income AS m (member_id, period, personal_sen, level1_sen, level2_sen, posts)
    SELECT * FROM unnest($9::int[], $10::int[], $11::bigint[], $12::bigint[], $13::bigint[], $14::int[])
    ON CONFLICT (member_id, period) DO UPDATE SET
      personal_sen = m.personal_sen + EXCLUDED.personal_sen, level1_sen = m.level1_sen + EXCLUDED.level1_sen,
      level2_sen = m.level2_sen + EXCLUDED.level2_sen, posts = m.posts + EXCLUDED.posts),
  feed AS (
    INSERT INTO activities (position, member_id, type, subject_member_id, amount_sen, detail, created_at)
    SELECT event.position, a.* FROM event, unnest($15::int[], $16::text[], $17::int[], $18::int[], $19::jsonb[], $20::timestamptz[]) AS a),
  submitted AS (
    INSERT INTO posts (post_id, member_id, title, url, platform, status, submitted_at)
    SELECT s.post_id, s.member_id, s.title, s.url, s.platform, 'pending', s.at
      FROM unnest($21::text[], $22::int[], $23::text[], $24::text[], $25::text[], $26::timestamptz[]) AS s (post_id, member_id, title, url, platform, at))
  UPDATE posts SET status = d.status, earnings_sen = d.earnings_sen, rejection_reason = d.reason, decided_at = d.at
    FROM unnest($27::text[], $28::text[], $29::int[], $30::text[], $31::timestamptz[]) AS d (post_id, status, earnings_sen, reason, at)
   WHERE posts.post_id = d.post_id
  RETURNING posts.post_id, posts.status, posts.earnings_sen, posts.rejection_reason, posts.decided_at`;

/** The statement; it returns the decided posts' new state (an approval answers with it). */
export const batchStatement = (position: number | null, changes: ReadonlyArray<Change>): Statement => {
  const columns = (n: number) => Array.from({ length: n }, () => [] as Array<unknown>);
  const [lMember, lKind, lAmount, lPeriod, lPost, lSource, lAt] = columns(7) as [Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>];
  const [aMember, aType, aSubject, aAmount, aDetail, aAt] = columns(6) as [Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>];
  const [sPost, sMember, sTitle, sUrl, sPlatform, sAt] = columns(6) as [Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>];
  const [dPost, dStatus, dEarnings, dReason, dAt] = columns(5) as [Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>, Array<unknown>];
  // One row per member and month: a row may be touched only once by one upsert.
  const income = new Map<string, { memberId: number; period: number; personal: number; level1: number; level2: number; posts: number }>();
  for (const change of changes) {
    switch (change.kind) {
      case "credited": {
        lMember.push(change.memberId); lKind.push(change.creditKind); lAmount.push(change.amountSen); lPeriod.push(change.period);
        lPost.push(change.postId); lSource.push(change.sourceMemberId); lAt.push(change.at);
        const key = `${change.memberId}:${change.period}`;
        const row = income.get(key) ?? { memberId: change.memberId, period: change.period, personal: 0, level1: 0, level2: 0, posts: 0 };
        if (change.creditKind === "personal") {
          row.personal += change.amountSen;
          row.posts += 1;
        } else if (change.creditKind === "level1_override") row.level1 += change.amountSen;
        else row.level2 += change.amountSen;
        income.set(key, row);
        break;
      }
      case "activity":
        aMember.push(change.memberId); aType.push(change.type); aSubject.push(change.subjectMemberId); aAmount.push(change.amountSen);
        aDetail.push(JSON.stringify(change.detail)); aAt.push(change.at);
        break;
      case "postSubmitted":
        sPost.push(change.postId); sMember.push(change.memberId); sTitle.push(change.title); sUrl.push(change.url); sPlatform.push(change.platform); sAt.push(change.at);
        break;
      case "postDecided":
        dPost.push(change.postId); dStatus.push(change.status); dEarnings.push(change.earningsSen); dReason.push(change.reason); dAt.push(change.at);
        break;
      default:
        throw new Error(`batchStatement cannot apply ${change.kind}`);
    }
  }
  const rows = [...income.values()];
  return { text: STATEMENT, values: [
    position, lMember, lKind, lAmount, lPeriod, lPost, lSource, lAt,
    rows.map((r) => r.memberId), rows.map((r) => r.period), rows.map((r) => r.personal), rows.map((r) => r.level1), rows.map((r) => r.level2), rows.map((r) => r.posts),
    aMember, aType, aSubject, aAmount, aDetail, aAt,
    sPost, sMember, sTitle, sUrl, sPlatform, sAt,
    dPost, dStatus, dEarnings, dReason, dAt,
  ] };
};
