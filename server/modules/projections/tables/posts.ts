import type { PostRow } from "../../../../domain/read-model.ts";
import { ofKind, type TableProjection } from "../table.ts";

// posts: a submitted post and its decision. Erasure blanks the title and link of the member's
// posts; status and earnings stay (they are money facts).
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
  ],

  live: (changes, p) => {
    const steps = [];
    for (const c of ofKind(changes, "postSubmitted")) {
      steps.push({
        name: "submitted",
        sql: `INSERT INTO posts (post_id, member_id, title, url, platform, status, submitted_at)
        VALUES (${p.add(c.postId, "text")}, ${p.add(c.memberId, "int")}, ${p.add(c.title, "text")}, ${p.add(c.url, "text")}, ${p.add(c.platform, "text")}, 'pending', ${p.add(c.at, "timestamptz")})`,
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
    for (const c of ofKind(changes, "memberErased")) {
      steps.push({
        name: "erased_posts",
        sql: `UPDATE posts SET title = '', url = '' WHERE member_id = ${p.add(c.memberId, "int")}`,
      });
    }
    return steps;
  },

  fold: (tables, _position, change) => {
    switch (change.kind) {
      case "postSubmitted":
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
        });
        return;
      case "postDecided": {
        const row = tables.posts.get(change.postId);
        if (!row) return;
        row.status = change.status;
        row.earningsSen = change.earningsSen;
        row.rejectionReason = change.reason;
        row.decidedAt = change.at;
        return;
      }
      case "memberErased":
        for (const post of tables.posts.values()) {
          if (post.memberId !== change.memberId) continue;
          post.title = "";
          post.url = "";
        }
        return;
    }
  },
};
