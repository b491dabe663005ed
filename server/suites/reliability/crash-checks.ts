import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import type { Acknowledged } from "./load.ts";

// What must hold after any crash: every acknowledged write is in the database, and no
// transaction is there in part (each log entry has all its rows, and no row lacks its entry).
// Each check returns what is wrong, so a failure lists the damage instead of a bare boolean.
const missing = <A>(expected: Iterable<A>, actual: ReadonlySet<A>) => [...expected].filter((x) => !actual.has(x));
const sameSet = <A>(what: string, a: ReadonlyArray<A>, b: ReadonlyArray<A>): Array<string> => {
  const left = new Set(a);
  const right = new Set(b);
  const onlyLeft = missing(left, right);
  const onlyRight = missing(right, left);
  return onlyLeft.length + onlyRight.length + (a.length - left.size) + (b.length - right.size) === 0
    ? []
    : [
        `${what}: ${onlyLeft.length} only on the left, ${onlyRight.length} only on the right, duplicates ${a.length - left.size}/${b.length - right.size}`,
      ];
};

export const crashChecks = (sql: Sql, ack: Acknowledged) =>
  Effect.gen(function* () {
    const profiles = yield* sql.query<{ member_id: number; email: string }>(
      `SELECT member_id, lower(email) AS email FROM profiles`,
    );
    const members = yield* sql.query<{ member_id: number; referrer_id: number | null }>(
      `SELECT member_id, referrer_id FROM members`,
    );
    const registered = yield* sql.query<{ id: number }>(
      `SELECT (data ->> 'memberId')::int AS id FROM events WHERE type = 'MemberRegistered'`,
    );
    const [{ orphans } = { orphans: -1 }] = yield* sql.query<{ orphans: number }>(
      `SELECT count(*)::int AS orphans FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.member_id = s.member_id)`,
    );
    const posts = yield* sql.query<{ post_id: string; member_id: number; status: string }>(
      `SELECT post_id, member_id, status FROM posts`,
    );
    const submitted = yield* sql.query<{ id: string }>(
      `SELECT data ->> 'postId' AS id FROM events WHERE type = 'PostSubmitted'`,
    );
    const approvals = yield* sql.query<{ id: string; credits: number }>(
      `SELECT data ->> 'postId' AS id, jsonb_array_length(data -> 'credits') AS credits FROM events WHERE type = 'PostApproved'`,
    );
    const [{ lines } = { lines: -1 }] = yield* sql.query<{ lines: number }>(
      `SELECT count(*)::int AS lines FROM ledger_lines`,
    );

    const problems: Array<string> = [];
    // No partial transaction: personal data, log entry and projection row come together or not at all.
    problems.push(
      ...sameSet(
        "profiles vs MemberRegistered",
        profiles.map((p) => p.member_id),
        registered.map((r) => r.id),
      ),
    );
    problems.push(
      ...sameSet(
        "members vs MemberRegistered",
        members.map((m) => m.member_id),
        registered.map((r) => r.id),
      ),
    );
    if (orphans !== 0) problems.push(`${orphans} sessions without a profile`);
    problems.push(
      ...sameSet(
        "posts vs PostSubmitted",
        posts.map((p) => p.post_id),
        submitted.map((s) => s.id),
      ),
    );
    problems.push(
      ...sameSet(
        "approved posts vs PostApproved",
        posts.filter((p) => p.status === "approved").map((p) => p.post_id),
        approvals.map((a) => a.id),
      ),
    );
    const credits = approvals.reduce((n, a) => n + a.credits, 0);
    if (lines !== credits) problems.push(`${lines} ledger lines for ${credits} credits in the log`);

    // Every acknowledged write is there.
    const emailOf = new Map(profiles.map((p) => [p.member_id, p.email]));
    const referrerOf = new Map(members.map((m) => [m.member_id, m.referrer_id]));
    for (const [id, m] of ack.members) {
      if (emailOf.get(id) !== m.email) problems.push(`acknowledged member ${id} (${m.email}) has no profile`);
      if (referrerOf.get(id) !== m.referrerId)
        problems.push(`acknowledged member ${id} has referrer ${referrerOf.get(id)}, not ${m.referrerId}`);
    }
    const postById = new Map(posts.map((p) => [p.post_id, p]));
    for (const [id, p] of ack.posts) {
      if (postById.get(id)?.member_id !== p.memberId) problems.push(`acknowledged post ${id} is missing`);
    }
    for (const id of ack.approved) {
      if (postById.get(id)?.status !== "approved") problems.push(`acknowledged approval of ${id} is missing`);
    }
    return problems;
  });
