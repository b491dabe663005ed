import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { decodeCursor, encodeCursor } from "../../platform/http/cursor.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { FORMER_MEMBER } from "../../../domain/member-name.ts";
import { displayNameSql } from "../members/display-name.ts";

// The viewer's Level 1 and Level 2, with only the fields a team view shows: never bank
// details, date of birth, delivery address or ethnicity. A member who erased their personal
// data stays in the team (counts and money are facts) as a former member with nothing else.
// PostgreSQL writes the JSON itself and the server passes the text on: no row objects to
// build, map and serialise again. Amounts are sen / 100 as float8 (what toRinggit gives) and
// instants are written as toISOString writes them. A list is a list whatever the row holds:
// JSON null (saved before lists were always written) is not SQL NULL, so coalesce passes it on.
const MEMBER_JSON = `json_build_object(
  'id', t.member_id, 'firstName', coalesce(t.first_name, $3), 'lastName', coalesce(t.last_name, ''),
  'username', coalesce(split_part(t.email, '@', 1), ''), 'email', coalesce(t.email, ''),
  'phoneNumber', coalesce(t.phone_number, ''), 'city', t.details -> 'city', 'state', t.details -> 'state',
  'createdAt', j.joined, 'joinedDate', j.joined,
  'profilePicture', t.profile_picture,
  'referrerName', ${displayNameSql("u", "$3")},
  'referralCodeUsed', CASE WHEN u.present THEN u.referral_code END, 'directRecruits', t.direct_recruits, 'totalTeamMembers', t.team_size,
  'monthlyIncome', coalesce(income.month_sen, 0)::float8 / 100, 'totalEarnings', coalesce(income.total_sen, 0)::float8 / 100,
  'overrideEarnings', coalesce(o.sen, 0)::float8 / 100, 'totalPosts', coalesce(income.posts, 0),
  'gender', t.details -> 'gender', 'maritalStatus', t.details -> 'maritalStatus', 'bio', t.details -> 'bio',
  'influencerCategories', CASE WHEN jsonb_typeof(t.details -> 'influencerCategories') = 'array' THEN t.details -> 'influencerCategories' ELSE '[]'::jsonb END,
  'socialMediaLinks', CASE WHEN jsonb_typeof(t.details -> 'socialMediaLinks') = 'object' AND t.details -> 'socialMediaLinks' <> '{}' THEN (
    SELECT coalesce(jsonb_object_agg(s.platform, jsonb_build_object('profileName', s.link ->> 'profileName',
             'followers', CASE WHEN jsonb_typeof(s.link -> 'followers') = 'number' THEN s.link -> 'followers' ELSE '0'::jsonb END)), '{}'::jsonb)
      FROM jsonb_each(t.details -> 'socialMediaLinks') AS s (platform, link)
     WHERE jsonb_typeof(s.link) = 'object' AND coalesce(s.link ->> 'profileName', '') <> '') ELSE '{}'::jsonb END)`;

const MEMBER_COLUMNS = `m.member_id, m.referrer_id, m.joined_at, m.direct_recruits, m.team_size,
  p.first_name, p.last_name, p.email, p.phone_number, p.details, p.profile_picture`;
// Named, not `t.*`: statements with a `*` list are not prepared (server/platform/db/database.ts), and
// this one's plan is worth keeping.
const PAGE_COLUMNS = `t.level, ${MEMBER_COLUMNS.replace(/\b[mp]\./g, "t.")}`;

// Everything a member's card shows beyond their own rows, looked up per member of the page so
// the page's cost follows its size, not the team's. The CTEs `referrers` and `overrides` (from
// `uplinesOf`) hold what the page's members share: their referrers (the viewer, for all of
// Level 1) and the viewer's override of the month from each of them.
const ENRICH = (source: string) => `
  FROM ${source} t
  LEFT JOIN referrers u ON u.member_id = t.referrer_id
  LEFT JOIN overrides o ON o.source_member_id = t.member_id
  -- Formatted once for the two keys that carry it.
  CROSS JOIN LATERAL (SELECT to_char(t.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS joined) j
  -- One look at each member's months gives this month and all time.
  LEFT JOIN LATERAL (SELECT sum(total_sen) FILTER (WHERE period = $2) AS month_sen, sum(total_sen) AS total_sen, sum(posts)::int AS posts
                       FROM monthly_income WHERE member_id = t.member_id) income ON true`;

// Referrers are read once each, not once per member. Overrides come from the viewer's lines of
// the month, kept for the members shown: one index range whatever the page (reading each shown
// member's own lines instead costs far more when they lead teams of their own). Both are
// MATERIALIZED and the shown ids an array (`ids`), so the plan PostgreSQL keeps for the
// prepared statement reads that range once, not once per member shown.
const uplinesOf = (ids: string, referrerIds: string) => `
  referrers AS MATERIALIZED (SELECT r.member_id, r.referral_code, p.first_name, p.last_name, p.member_id IS NOT NULL AS present
                  FROM members r LEFT JOIN profiles p ON p.member_id = r.member_id WHERE r.member_id IN (${referrerIds})),
  overrides AS MATERIALIZED (SELECT source_member_id, sum(amount_sen) AS sen FROM ledger_lines
                 WHERE member_id = $1 AND period = $2 AND source_member_id = ANY (${ids}) GROUP BY source_member_id)`;

// The My Team search: first name plus last name, or the username, anywhere, any case.
const MATCHES = `($11::text = '' OR strpos(lower(${displayNameSql("p", "$3")}), lower($11)) > 0
  OR strpos(lower(coalesce(split_part(p.email, '@', 1), '')), lower($11)) > 0)`;

// Keyset on (joined_at, member_id), served by the (referrer, joined_at, member_id) indexes of
// migration 010: a page reads its own rows and one more (to know whether a next page exists),
// never the rows before it. The cursor's instant travels as whole microseconds since the epoch.
const levelPage = (level: Level, column: string, on: string, micros: string, id: string) => `
  (SELECT ${level} AS level, ${MEMBER_COLUMNS}
     FROM members m LEFT JOIN profiles p ON p.member_id = m.member_id
    WHERE ${on}::boolean AND m.${column} = $1
      AND (m.joined_at, m.member_id) > (CASE WHEN ${micros}::bigint IS NULL THEN '-infinity'::timestamptz
                                             ELSE 'epoch'::timestamptz + ${micros}::bigint * interval '1 microsecond' END, ${id}::int)
      AND ${MATCHES}
    ORDER BY m.joined_at, m.member_id LIMIT $10::int + 1)`;

const levelJson = (level: Level) =>
  `'level${level}', coalesce((SELECT json_agg(member ORDER BY n) FROM rows WHERE level = ${level}), '[]'::json)`;
// Where the next page of a level starts, while there is one: the level and the last member
// shown (its joining instant as microseconds), which teamPageRead makes into the cursor.
const nextOf = (level: Level) => `
  (SELECT json_build_array(${level}, (extract(epoch FROM t.joined_at) * 1000000)::bigint, t.member_id) FROM numbered t
    WHERE t.level = ${level} AND t.n = $10 AND EXISTS (SELECT 1 FROM numbered WHERE level = ${level} AND n > $10)) AS next${level}`;

// Totals come from counters the projector keeps on the viewer's row and month (the sum of every
// team member's override this month is the viewer's Level 1 and Level 2 income of the month),
// net of the override reversals of the month as each member's override is: monthly_income keeps
// reversals as one sum, so those come from the viewer's reversal lines of the month.
export const TEAM_PAGE_QUERY = `
  WITH page AS (${levelPage(1, "referrer_id", "$4", "$5", "$6")} UNION ALL ${levelPage(2, "level2_referrer_id", "$7", "$8", "$9")}),
  numbered AS (SELECT ${PAGE_COLUMNS}, row_number() OVER (PARTITION BY t.level ORDER BY t.joined_at, t.member_id) AS n FROM page t),
  ${uplinesOf("ARRAY(SELECT member_id FROM numbered WHERE n <= $10)", "SELECT referrer_id FROM numbered WHERE n <= $10")},
  rows AS (SELECT t.level, t.n, ${MEMBER_JSON} AS member ${ENRICH("numbered")} WHERE t.n <= $10)
  SELECT json_build_object(${levelJson(1)}, ${levelJson(2)},
    'level1Total', v.direct_recruits, 'level2Total', v.level2_count,
    'monthlyOverride', (coalesce((SELECT level1_sen + level2_sen FROM monthly_income WHERE member_id = $1 AND period = $2), 0)
      + coalesce((SELECT sum(amount_sen) FROM ledger_lines WHERE member_id = $1 AND period = $2
                     AND kind IN ('level1_reversal', 'level2_reversal')), 0))::float8 / 100
    )::text AS team, ${nextOf(1)}, ${nextOf(2)}
    FROM members v WHERE v.member_id = $1`;

// One member of the viewer's team, found by id through the primary key.
const TEAM_MEMBER_QUERY = `
  WITH page AS (
    SELECT CASE WHEN m.referrer_id = $1 THEN 1 ELSE 2 END AS level, ${MEMBER_COLUMNS}
      FROM members m LEFT JOIN profiles p ON p.member_id = m.member_id
     WHERE m.member_id = $4 AND (m.referrer_id = $1 OR m.level2_referrer_id = $1)),
  ${uplinesOf("ARRAY[$4::int]", "SELECT referrer_id FROM page")}
  SELECT json_build_object('level', t.level, 'member', ${MEMBER_JSON})::text AS body ${ENRICH("page")}`;

export type Level = 1 | 2;
/** Where a page starts: after this member of this level (exclusive). */
export interface Cursor {
  readonly level: Level;
  readonly micros: string;
  readonly memberId: number;
}
export interface TeamPageRequest {
  /** Only this level; both when null (the first page of each). */
  readonly level: Level | null;
  /** Lower-cased by PostgreSQL; empty for no search. */
  readonly search: string;
  readonly limit: number;
  readonly after: Cursor | null;
}

export { TEAM_PAGE } from "../../../domain/contract/limits.ts";

// A cursor belongs to the viewer's own team: one from someone else's list is refused rather
// than read (it could only ever select within the caller's own team anyway).
const scopeOf = (viewerId: number) => `team of ${viewerId}`;

/** The cursor a page of this viewer's team gave, or null for anything else (edited, truncated, made up, another's). */
export const parseCursor = (text: string, viewerId: number): Cursor | null => {
  const [level, micros, memberId, ...rest] = decodeCursor(scopeOf(viewerId), text) ?? [];
  if ((level !== 1 && level !== 2) || rest.length > 0) return null;
  if (
    typeof micros !== "number" ||
    micros < 0 ||
    typeof memberId !== "number" ||
    memberId < 1 ||
    memberId > 2_147_483_647
  )
    return null;
  return { level, micros: String(micros), memberId };
};

type Next = readonly [Level, number, number] | null;
const EMPTY = `{"level1":[],"level2":[],"level1Total":0,"level2Total":0,"monthlyOverride":0,"level1Next":null,"level2Next":null}`;

/** The statement of one page of the team (or of one level), and how its row becomes JSON text. */
export const teamPageRead = (viewerId: number, period: number, request: TeamPageRequest) => {
  const at = (level: Level) => (request.after?.level === level ? request.after : null);
  const wants = (level: Level) => request.level === null || request.level === level;
  const values = [
    viewerId,
    period,
    FORMER_MEMBER,
    wants(1),
    at(1)?.micros ?? null,
    at(1)?.memberId ?? 0,
    wants(2),
    at(2)?.micros ?? null,
    at(2)?.memberId ?? 0,
    request.limit,
    request.search.trim(),
  ];
  // The cursors are made here, in the one cursor format, and go last in the page's JSON text.
  const cursor = (next: Next) => JSON.stringify(next === null ? null : encodeCursor(scopeOf(viewerId), next));
  return {
    statement: { text: TEAM_PAGE_QUERY, values },
    decode: (rows: ReadonlyArray<Record<string, unknown>>) => {
      const row = rows[0] as { team: string; next1: Next; next2: Next } | undefined;
      return row
        ? `${row.team.slice(0, -1)}, "level1Next" : ${cursor(row.next1)}, "level2Next" : ${cursor(row.next2)}}`
        : EMPTY;
    },
  };
};

/**
 * One member of the viewer's team as the team view shows them, with their level. Anyone
 * outside the viewer's Level 1 and Level 2 is "not found", whether or not the id exists.
 */
export const teamMemberOf = (sql: Sql, viewerId: number, memberId: number, period: number) =>
  Effect.flatMap(
    sql.query<{ body: string }>(TEAM_MEMBER_QUERY, [viewerId, period, FORMER_MEMBER, memberId]),
    ([row]) => (row ? Effect.succeed(row.body) : Effect.fail(new NotFound({ what: "Team member" }))),
  );
