import { Effect } from "effect";
import { SOCIAL_PLATFORMS } from "../../../domain/profile-options.ts";
import type { DatabaseShape } from "../../platform/db/database.ts";
import { queueForRules } from "../risk/signals.ts";
import { handlesOfLinks } from "./store.ts";

// Members whose profile links were saved before social_handles kept their handles (migration
// 041 lists them in handle_backfill): each start claims the handles their links name, a batch
// at a time, claimed when the profile was last saved, and takes them off the list in the same
// transaction. A crash leaves the batch for the next start; a row already there (the member
// saved or connected since) is kept as it is. Members whose handle someone else claims too are
// queued for the rules, so an old duplicate is flagged as a new one would be.

const BATCH = 500;

const backfillBatch = (db: DatabaseShape, at: Date) =>
  db.transaction((tx) =>
    Effect.gen(function* () {
      const rows = yield* tx.query<{
        member_id: number;
        links: Record<string, unknown> | null;
        updated_at: Date | null;
      }>(
        `SELECT b.member_id, p.details -> 'socialMediaLinks' AS links, p.updated_at
           FROM handle_backfill b LEFT JOIN profiles p USING (member_id)
          ORDER BY b.member_id LIMIT ${BATCH} FOR UPDATE OF b SKIP LOCKED`,
      );
      if (rows.length === 0) return 0;
      const claims = rows.flatMap((row) => {
        const handles = handlesOfLinks(row.links as Parameters<typeof handlesOfLinks>[0]);
        return SOCIAL_PLATFORMS.flatMap((platform) => {
          const handle = handles[platform];
          return handle === null || row.updated_at === null
            ? []
            : [{ memberId: row.member_id, platform, handle, at: row.updated_at }];
        });
      });
      const claimed = yield* tx.query<{ member_id: number }>(
        `INSERT INTO social_handles (member_id, platform, handle, claimed_at)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[])
         ON CONFLICT (member_id, platform) DO NOTHING RETURNING member_id`,
        [
          claims.map((c) => c.memberId),
          claims.map((c) => c.platform),
          claims.map((c) => c.handle),
          claims.map((c) => c.at),
        ],
      );
      const shared = yield* tx.query<{ member_id: number }>(
        `SELECT DISTINCT s.member_id FROM social_handles s
           JOIN social_handles o ON o.platform = s.platform AND o.handle = s.handle AND o.member_id <> s.member_id
          WHERE s.member_id = ANY($1::int[])`,
        [[...new Set(claimed.map((c) => c.member_id))]],
      );
      if (shared.length > 0)
        yield* queueForRules(
          tx,
          shared.map((r) => r.member_id),
          at,
        );
      yield* tx.query(`DELETE FROM handle_backfill WHERE member_id = ANY($1::int[])`, [rows.map((r) => r.member_id)]);
      return rows.length;
    }),
  );

/** Claims the handles of every member still waiting; answers how many members it looked at. */
export const backfillHandles = (db: DatabaseShape, at: Date) =>
  Effect.gen(function* () {
    let total = 0;
    for (let n = yield* backfillBatch(db, at); n > 0; n = yield* backfillBatch(db, at)) total += n;
    return total;
  });
