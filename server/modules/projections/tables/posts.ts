import type { Change } from "../../../../domain/projection.ts";
import { canonicalLink, isPlatformKey } from "../../../../domain/post-link.ts";
import { ofKind, type Tables, type TableProjection } from "../table.ts";

// posts: a submitted post and its decision. Erasure blanks the title and link of the member's
// posts; status and earnings stay (they are money facts).
//
// A link is held by its canonical form (decision 14): `canonical_link`, from the event (keyed
// when projected for events from before keys). The unique index of migration 015 allows one
// holder per key among posts not rejected, so concurrent submissions cannot both hold it. A
// post holds its link unless a holder of the same key was pending or approved when it was
// submitted: only posts from before links were unique are such duplicates, since a submission
// since then is refused while a holder is (its decider looks, and the index checks). Folding
// the log finds them again that way, as the migration did. Erasure keeps a key that is a
// platform's id and drops a cleaned link (it may name the account).

export interface PostRow {
  postId: string;
  memberId: number;
  title: string;
  url: string;
  platform: string;
  status: "pending" | "approved" | "rejected" | "reversed";
  /** What the post pays its poster: zero once reversed. */
  earningsSen: number;
  rejectionReason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  reversalReason: string | null;
  reversedAt: string | null;
  /** The key the link is held by, and whether this post holds it (decision 14). */
  canonicalLink: string | null;
  linkHolder: boolean;
}

/** The key of a submitted post's link. */
const keyOf = (c: Extract<Change, { kind: "postSubmitted" }>) => c.canonicalLink ?? canonicalLink(c.url);

/** What `isPlatformKey` tells apart, in SQL. */
const PLATFORM_KEY = `'^(instagram|tiktok|youtube|facebook|twitter):[^/]'`;

/** By key, the last post that took it as holder, for the rows held in memory. */
const holders = new WeakMap<Tables, Map<string, string>>();
const holdersOf = (tables: Tables) => holders.get(tables) ?? holders.set(tables, new Map()).get(tables)!;

export const posts: TableProjection<PostRow> = {
  table: "posts",
  columns: [
    { name: "post_id", type: "text", value: (r) => r.postId },
    { name: "member_id", type: "int", value: (r) => r.memberId },
    { name: "title", type: "text", value: (r) => r.title },
    { name: "url", type: "text", value: (r) => r.url },
    { name: "platform", type: "text", value: (r) => r.platform },
    { name: "status", type: "text", value: (r) => r.status },
    { name: "earnings_sen", type: "int", value: (r) => r.earningsSen },
    { name: "rejection_reason", type: "text", value: (r) => r.rejectionReason },
    { name: "submitted_at", type: "timestamptz", value: (r) => r.submittedAt },
    { name: "decided_at", type: "timestamptz", value: (r) => r.decidedAt },
    { name: "reversal_reason", type: "text", value: (r) => r.reversalReason },
    { name: "reversed_at", type: "timestamptz", value: (r) => r.reversedAt },
    { name: "canonical_link", type: "text", value: (r) => r.canonicalLink },
    { name: "link_holder", type: "bool", value: (r) => r.linkHolder },
  ],

  live: (changes, p) => {
    const steps = [];
    for (const c of ofKind(changes, "postSubmitted")) {
      steps.push({
        name: "submitted",
        // Always the holder: a row that stood aside for a holder committed a moment earlier
        // would let both be paid, so the index refuses it instead (link_holder defaults to true).
        sql: `INSERT INTO posts (post_id, member_id, title, url, platform, status, submitted_at, canonical_link)
        VALUES (${p.add(c.postId, "text")}, ${p.add(c.memberId, "int")}, ${p.add(c.title, "text")}, ${p.add(c.url, "text")}, ${p.add(c.platform, "text")}, 'pending', ${p.add(c.at, "timestamptz")}, ${p.add(keyOf(c), "text")})`,
      });
    }
    for (const c of ofKind(changes, "postDecided")) {
      // The decided row is the statement's answer: an approval replies with it.
      steps.push({
        name: "decided",
        returns: true,
        sql: `UPDATE posts
          SET status = ${p.add(c.status, "text")}, earnings_sen = ${p.add(c.earningsSen, "int")},
              rejection_reason = ${p.add(c.reason, "text")}, decided_at = ${p.add(c.at, "timestamptz")}
        WHERE post_id = ${p.add(c.postId, "text")}
        RETURNING post_id, status, earnings_sen, rejection_reason, decided_at`,
      });
    }
    for (const c of ofKind(changes, "postReversed")) {
      // The reversed row is the statement's answer, as a decision's is.
      steps.push({
        name: "reversed",
        returns: true,
        sql: `UPDATE posts
          SET status = 'reversed', earnings_sen = 0, reversal_reason = ${p.add(c.reason, "text")},
              reversed_at = ${p.add(c.at, "timestamptz")}
        WHERE post_id = ${p.add(c.postId, "text")}
        RETURNING post_id, status, earnings_sen, rejection_reason, decided_at, reversal_reason, reversed_at`,
      });
    }
    for (const c of ofKind(changes, "memberErased")) {
      steps.push({
        name: "erased_posts",
        sql: `UPDATE posts SET title = '', url = '',
            canonical_link = CASE WHEN canonical_link ~ ${PLATFORM_KEY} THEN canonical_link END,
            link_holder = link_holder OR canonical_link IS NULL OR canonical_link !~ ${PLATFORM_KEY}
          WHERE member_id = ${p.add(c.memberId, "int")}`,
      });
    }
    return steps;
  },

  fold: (tables, _position, change) => {
    switch (change.kind) {
      case "postSubmitted": {
        const key = keyOf(change);
        const known = holdersOf(tables);
        const holder = key === null ? undefined : tables.posts.get(known.get(key) ?? "");
        const held = holder !== undefined && holder.status !== "rejected" && holder.canonicalLink === key;
        if (key !== null && !held) known.set(key, change.postId);
        tables.posts.set(change.postId, {
          postId: change.postId,
          memberId: change.memberId,
          title: change.title,
          url: change.url,
          platform: change.platform,
          status: "pending",
          earningsSen: 0,
          rejectionReason: null,
          submittedAt: change.at,
          decidedAt: null,
          reversalReason: null,
          reversedAt: null,
          canonicalLink: key,
          linkHolder: !held,
        });
        return;
      }
      case "postDecided": {
        const row = tables.posts.get(change.postId);
        if (!row) return;
        row.status = change.status;
        row.earningsSen = change.earningsSen;
        row.rejectionReason = change.reason;
        row.decidedAt = change.at;
        return;
      }
      case "postReversed": {
        const row = tables.posts.get(change.postId);
        if (!row) return;
        row.status = "reversed";
        row.earningsSen = 0;
        row.reversalReason = change.reason;
        row.reversedAt = change.at;
        return;
      }
      case "memberErased":
        for (const post of tables.posts.values()) {
          if (post.memberId !== change.memberId) continue;
          post.title = "";
          post.url = "";
          if (post.canonicalLink !== null && !isPlatformKey(post.canonicalLink)) {
            post.canonicalLink = null;
            post.linkHolder = true;
          }
        }
        return;
    }
  },
};
