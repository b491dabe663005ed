import { Effect } from "effect";
import { SOCIAL_PLATFORMS } from "../../../domain/profile-options.ts";
import type { SocialPlatform } from "../../../domain/profile-input.ts";
import { handleOfLink } from "../../../domain/social-handle.ts";
import type { Sql } from "../../platform/db/database.ts";
import { queueForRules } from "../risk/signals.ts";

// The social_handles table's writes (decision 50: its one owner): the handle each member claims
// on each platform, marked verified once they signed in there (decisions 52 and 55). A change
// queues the member for the rules, in the same transaction: a handle someone else claims, or
// posts whose author now matches or no longer does, are looked at again.

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

/**
 * Marks `memberId`'s handle on `platform` verified (they signed in there as it), claiming it if
 * new. The platform's handle replaces a different one they had claimed, as claimed and proven
 * now; proving the same handle again keeps when it was first proven (who owns a handle two
 * members claim goes by that, domain/risk/handle-rules.ts).
 */
export const verifyHandle = (sql: Sql, memberId: number, platform: SocialPlatform, handle: string, at: Date) =>
  Effect.gen(function* () {
    yield* sql.query(
      `INSERT INTO social_handles (member_id, platform, handle, claimed_at, verified_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (member_id, platform) DO UPDATE SET handle = EXCLUDED.handle,
         claimed_at = CASE WHEN social_handles.handle = EXCLUDED.handle THEN social_handles.claimed_at ELSE EXCLUDED.claimed_at END,
         verified_at = CASE WHEN social_handles.handle = EXCLUDED.handle
                            THEN coalesce(social_handles.verified_at, EXCLUDED.verified_at) ELSE EXCLUDED.verified_at END`,
      [memberId, platform, handle, at],
    );
    yield* queueForRules(sql, [memberId], at);
  });

type Links = Readonly<Partial<Record<SocialPlatform, { readonly profileLink?: string | null } | undefined>>>;

/** The handle each platform's link names (null where none). */
export const handlesOfLinks = (links: Links | null | undefined): Record<SocialPlatform, string | null> =>
  Object.fromEntries(
    SOCIAL_PLATFORMS.map((platform) => [platform, handleOfLink(platform, links?.[platform]?.profileLink)]),
  ) as Record<SocialPlatform, string | null>;

/**
 * The profile's links were saved (in its transaction): each platform whose link now names
 * another handle, or none, is claimed again or let go. A platform whose link names the same
 * handle as before keeps its row as it is, so a handle proven by signing in, which may differ
 * from what the link names, stays proven until the member changes that link. A member still
 * waiting for the backfill has every handle their links name claimed now instead.
 */
export const followProfileLinks = (tx: Sql, memberId: number, before: Links | null, after: Links | null, at: Date) =>
  Effect.gen(function* () {
    const waiting = yield* tx.query(`DELETE FROM handle_backfill WHERE member_id = $1 RETURNING member_id`, [memberId]);
    const was = handlesOfLinks(waiting.length > 0 ? null : before);
    const now = handlesOfLinks(after);
    const changed = SOCIAL_PLATFORMS.filter((platform) => was[platform] !== now[platform]);
    for (const platform of changed) yield* claimHandle(tx, memberId, platform, now[platform], at);
    if (changed.length > 0) yield* queueForRules(tx, [memberId], at);
    return changed.length;
  });

export interface HandleRow {
  readonly platform: SocialPlatform;
  readonly handle: string;
  readonly claimedAt: Date;
  readonly verifiedAt: Date | null;
}

/** The member's handles, in the platforms' order. */
export const handlesOf = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{ platform: SocialPlatform; handle: string; claimed_at: Date; verified_at: Date | null }>(
      `SELECT platform, handle, claimed_at, verified_at FROM social_handles WHERE member_id = $1`,
      [memberId],
    ),
    (rows): Array<HandleRow> =>
      rows
        .map((r) => ({ platform: r.platform, handle: r.handle, claimedAt: r.claimed_at, verifiedAt: r.verified_at }))
        .toSorted((a, b) => SOCIAL_PLATFORMS.indexOf(a.platform) - SOCIAL_PLATFORMS.indexOf(b.platform)),
  );

/** Erasure: the handles, the connections under way and the place in the backfill go with the member. */
export const forgetHandles = (tx: Sql, memberId: number) =>
  Effect.gen(function* () {
    yield* tx.query(`DELETE FROM social_handles WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM oauth_states WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM handle_backfill WHERE member_id = $1`, [memberId]);
  });
