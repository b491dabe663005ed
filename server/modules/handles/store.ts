import { Effect } from "effect";
import type { SocialPlatform } from "../../../domain/profile-input.ts";
import type { Sql } from "../../platform/db/database.ts";

// The social_handles table's writes (decision 50: its one owner): the handle each member claims
// on each platform, marked verified once they signed in there (decision 52).

/** Sets `memberId`'s handle on `platform` (normalised by the caller), or removes it with null. A changed handle is claimed again, unverified. */
export const claimHandle = (sql: Sql, memberId: number, platform: SocialPlatform, handle: string | null, at: Date) =>
  Effect.asVoid(
    handle === null
      ? sql.query(`DELETE FROM social_handles WHERE member_id = $1 AND platform = $2`, [memberId, platform])
      : sql.query(
          `INSERT INTO social_handles (member_id, platform, handle, claimed_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (member_id, platform) DO UPDATE SET handle = EXCLUDED.handle, claimed_at = EXCLUDED.claimed_at,
             verified_at = NULL
           WHERE social_handles.handle IS DISTINCT FROM EXCLUDED.handle`,
          [memberId, platform, handle, at],
        ),
  );

/** Marks `memberId`'s handle on `platform` verified (they signed in there as it), claiming it if new. */
export const verifyHandle = (sql: Sql, memberId: number, platform: SocialPlatform, handle: string, at: Date) =>
  Effect.asVoid(
    sql.query(
      `INSERT INTO social_handles (member_id, platform, handle, claimed_at, verified_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (member_id, platform) DO UPDATE SET handle = EXCLUDED.handle, verified_at = EXCLUDED.verified_at`,
      [memberId, platform, handle, at],
    ),
  );
