import { Effect } from "effect";
import type { Sql } from "../db/database.ts";
import { NotFound } from "../http/errors.ts";
import { FORMER_MEMBER } from "../personal-data/queries.ts";

// The viewer's Level 1 and Level 2, with only the fields a team view shows: never bank
// details, date of birth, delivery address or ethnicity. A member who erased their personal
// data stays in the team (counts and money are facts) as a former member with nothing else. A leader's team runs to thousands,
// so PostgreSQL writes the JSON itself and the server passes the text on: no row objects to
// build, map and serialise again. Amounts are sen / 100 as float8 (what toRinggit gives) and
// instants are written as toISOString writes them.
const MEMBER_JSON = `json_build_object(
  'id', t.member_id, 'firstName', coalesce(t.first_name, $3), 'lastName', coalesce(t.last_name, ''),
  'username', coalesce(split_part(t.email, '@', 1), ''), 'email', coalesce(t.email, ''),
  'phoneNumber', coalesce(t.phone_number, ''), 'city', t.details -> 'city', 'state', t.details -> 'state',
  'createdAt', to_char(t.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'joinedDate', to_char(t.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'profilePicture', t.profile_picture,
  'referrerName', CASE WHEN u.member_id IS NULL THEN NULL WHEN NOT u.present THEN $3 ELSE trim(u.first_name || ' ' || coalesce(u.last_name, '')) END,
  'referralCodeUsed', CASE WHEN u.present THEN u.referral_code END, 'directRecruits', t.direct_recruits, 'totalTeamMembers', t.team_size,
  'monthlyIncome', coalesce(income.month_sen, 0)::float8 / 100, 'totalEarnings', coalesce(income.total_sen, 0)::float8 / 100,
  'overrideEarnings', coalesce(o.sen, 0)::float8 / 100, 'totalPosts', coalesce(income.posts, 0),
  'gender', t.details -> 'gender', 'maritalStatus', t.details -> 'maritalStatus', 'bio', t.details -> 'bio',
  'influencerCategories', coalesce(t.details -> 'influencerCategories', '[]'::jsonb),
  'socialMediaLinks', (
    SELECT coalesce(jsonb_object_agg(s.platform, jsonb_build_object('profileName', s.link ->> 'profileName',
             'followers', CASE WHEN jsonb_typeof(s.link -> 'followers') = 'number' THEN s.link -> 'followers' ELSE '0'::jsonb END)), '{}'::jsonb)
      FROM jsonb_each(CASE WHEN jsonb_typeof(t.details -> 'socialMediaLinks') = 'object' THEN t.details -> 'socialMediaLinks' ELSE '{}'::jsonb END) AS s (platform, link)
     WHERE jsonb_typeof(s.link) = 'object' AND coalesce(s.link ->> 'profileName', '') <> ''))`;

// A Level 2 member's referrer is one of the viewer's Level 1 (a Level 1 member's is the viewer),
// so referrers' names and codes are read once per referrer rather than once per member.
export const TEAM_QUERY = `
  WITH team AS (
    SELECT t.member_id, t.referrer_id, t.joined_at, t.direct_recruits, t.team_size, t.referral_code, t.level,
           p.first_name, p.last_name, p.email, p.phone_number, p.details, p.profile_picture
      FROM (SELECT member_id, referrer_id, joined_at, direct_recruits, team_size, referral_code, 1 AS level FROM members WHERE referrer_id = $1 AND ($4::int IS NULL OR member_id = $4)
            UNION ALL
            SELECT member_id, referrer_id, joined_at, direct_recruits, team_size, referral_code, 2 FROM members WHERE level2_referrer_id = $1 AND ($4::int IS NULL OR member_id = $4)) t
      LEFT JOIN profiles p ON p.member_id = t.member_id),
  uplines AS (
    SELECT m.member_id, m.referral_code, p.first_name, p.last_name, p.member_id IS NOT NULL AS present FROM members m LEFT JOIN profiles p ON p.member_id = m.member_id
     WHERE m.member_id = $1 OR m.referrer_id = $1),
  overrides AS (
    SELECT source_member_id, sum(amount_sen) AS sen FROM ledger_lines WHERE member_id = $1 AND period = $2 GROUP BY source_member_id),
  rows AS (
    SELECT t.level, t.joined_at, t.member_id, ${MEMBER_JSON} AS member
      FROM team t LEFT JOIN uplines u ON u.member_id = t.referrer_id
      LEFT JOIN overrides o ON o.source_member_id = t.member_id
      -- One look at each member's months gives this month and all time (a join on the month
      -- alone tempts the planner into hashing every member's income for it).
      LEFT JOIN LATERAL (SELECT sum(total_sen) FILTER (WHERE period = $2) AS month_sen, sum(total_sen) AS total_sen, sum(posts)::int AS posts
                           FROM monthly_income WHERE member_id = t.member_id) income ON true)
  SELECT json_build_object(
    'level1', coalesce((SELECT json_agg(member ORDER BY joined_at, member_id) FROM rows WHERE level = 1), '[]'::json),
    'level2', coalesce((SELECT json_agg(member ORDER BY joined_at, member_id) FROM rows WHERE level = 2), '[]'::json))::text AS team`;

/** The team as JSON text, ready to send. */
export const teamOf = (sql: Sql, viewerId: number, period: number) =>
  Effect.map(sql.query<{ team: string }>(TEAM_QUERY, [viewerId, period, FORMER_MEMBER, null]), ([row]) => row?.team ?? `{"level1":[],"level2":[]}`);

/**
 * One member of the viewer's team as the team view shows them, with their level. Anyone
 * outside the viewer's Level 1 and Level 2 is "not found", whether or not the id exists.
 */
export const teamMemberOf = (sql: Sql, viewerId: number, memberId: number, period: number) =>
  Effect.flatMap(sql.query<{ team: string }>(TEAM_QUERY, [viewerId, period, FORMER_MEMBER, memberId]), ([row]) => {
    const team = JSON.parse(row?.team ?? "{}") as { level1?: Array<unknown>; level2?: Array<unknown> };
    const [level1] = team.level1 ?? [];
    const [level2] = team.level2 ?? [];
    if (level1) return Effect.succeed({ level: 1, member: level1 });
    if (level2) return Effect.succeed({ level: 2, member: level2 });
    return Effect.fail(new NotFound({ what: "Team member" }));
  });
