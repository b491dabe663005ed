import { Effect } from "effect";
import { changesFor } from "../../../domain/projection.ts";
import { insertMany } from "../../platform/db/bulk.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { Subscription } from "../../platform/event-store/subscription.ts";
import { einvoiceSubscription } from "../einvoices/subscription.ts";
import { evidenceSubscription } from "../evidence/subscription.ts";
import { activities, feedRows } from "./tables/activities.ts";

// The projections that follow the log rather than ride in the appending transaction (decision
// 34). Money, balances, posts and team counters stay in it: a member reads them straight after
// writing and every rule decides from them. A member's feed and the admin's search table are
// read by people, not by rules, so an approval leaves them to these subscriptions: it writes
// six rows fewer and touches no search row. Both are also rebuilt in memory like every other
// table (applier.ts), so `jemput rebuild` still equals live once they have caught up.

/** A member's feed: the activities each event names, keyed by its log position. */
export const activitiesSubscription: Subscription = {
  name: "activities",
  apply: (tx, events) =>
    Effect.asVoid(
      insertMany(
        tx,
        activities.table,
        activities.columns,
        events.flatMap(({ position, event }) => feedRows(position, changesFor(event))),
      ),
    ),
};

const UPSERT_SEARCH_ROWS = `
  INSERT INTO member_search SELECT v.* FROM member_search_source v WHERE v.member_id = ANY($1::int[])
  ON CONFLICT (member_id) DO UPDATE SET
    joined_at = EXCLUDED.joined_at, is_admin = EXCLUDED.is_admin, direct_recruits = EXCLUDED.direct_recruits,
    team_size = EXCLUDED.team_size, income_period = EXCLUDED.income_period, income_sen = EXCLUDED.income_sen,
    state = EXCLUDED.state, gender = EXCLUDED.gender, marital_status = EXCLUDED.marital_status
  WHERE (member_search.*) IS DISTINCT FROM (EXCLUDED.*)`;

/**
 * Rewrites these members' search rows from what they are made of (member_search_source). A
 * member without a profile (erased) has no row, and the profiles trigger already removed it.
 */
export const refreshSearchRows = (tx: Sql, memberIds: ReadonlyArray<number>) =>
  memberIds.length === 0 ? Effect.void : Effect.asVoid(tx.query(UPSERT_SEARCH_ROWS, [[...new Set(memberIds)]]));

/** The admin's search table: the rows of members whose team, income or admin flag changed. */
export const memberSearchSubscription: Subscription = {
  name: "member-search",
  apply: (tx, events) =>
    refreshSearchRows(
      tx,
      events.flatMap(({ event }) =>
        changesFor(event).flatMap((change) =>
          change.kind === "teamGrew" || change.kind === "credited" || change.kind === "adminChanged"
            ? [change.memberId]
            : [],
        ),
      ),
    ),
};

/**
 * Every subscription: the projections above, the queue of posts whose evidence is fetched, and
 * the queue of payouts' e-invoices.
 */
export const SUBSCRIPTIONS: ReadonlyArray<Subscription> = [
  activitiesSubscription,
  memberSearchSubscription,
  evidenceSubscription,
  einvoiceSubscription,
];
