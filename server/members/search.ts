import { Effect } from "effect";
import { toRinggit } from "../../domain/money.ts";
import { SOCIAL_PLATFORMS } from "../../domain/profile-options.ts";
import type { Sql } from "../db/database.ts";
import type { MemberFilter, Platform } from "./search-query.ts";

// The admin's member rows (spec §3 "Member (admin view)"), found with parameterised SQL only:
// user input is always a bound value, never text in the statement. Bank details, date of
// birth, ethnicity and the delivery address are never selected.
export const SEARCH_LIMIT = 500;

interface Row {
  member_id: number; first_name: string; last_name: string; email: string; phone_number: string; referral_code: string;
  referrer_id: number | null; referrer_first: string | null; referrer_last: string | null; details: Record<string, unknown>;
  joined_at: Date; direct_recruits: number; team_size: number; month_sen: number; is_admin: boolean;
}

const social = (links: unknown) => {
  const out: Record<string, { profileLink: string | null; profileName: string | null; followers: number }> = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const value = (links as Record<string, { profileLink?: string | null; profileName?: string | null; followers?: number | null } | null> | null)?.[platform];
    if (value && (value.profileName || value.profileLink || value.followers)) {
      out[platform] = { profileLink: value.profileLink ?? null, profileName: value.profileName ?? null, followers: Number(value.followers ?? 0) };
    }
  }
  return out;
};

const strings = (value: unknown): Array<string> => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

export const toAdminMember = (r: Row) => ({
  id: r.member_id,
  firstName: r.first_name,
  lastName: r.last_name,
  fullName: `${r.first_name} ${r.last_name}`.trim(),
  username: r.email.split("@")[0] ?? "",
  email: r.email,
  phoneNumber: r.phone_number,
  referralId: r.referral_code,
  referrerId: r.referrer_id,
  referredBy: r.referrer_first === null ? null : `${r.referrer_first} ${r.referrer_last ?? ""}`.trim(),
  state: (r.details["state"] as string | null | undefined) ?? null,
  city: (r.details["city"] as string | null | undefined) ?? null,
  joinedDate: r.joined_at.toISOString(),
  directRecruits: r.direct_recruits,
  totalTeamMembers: r.team_size,
  monthlyIncome: toRinggit(r.month_sen),
  isAdmin: r.is_admin,
  gender: (r.details["gender"] as string | null | undefined) ?? null,
  maritalStatus: (r.details["maritalStatus"] as string | null | undefined) ?? null,
  languages: strings(r.details["languages"]),
  influencerCategories: strings(r.details["influencerCategories"]),
  socialMediaLinks: social(r.details["socialMediaLinks"]),
});
export type AdminMember = ReturnType<typeof toAdminMember>;

// The admin row's columns: the member, their referrer's name and this month's income.
const ROWS = `SELECT m.member_id, p.first_name, p.last_name, p.email, p.phone_number, m.referral_code, m.referrer_id,
       rp.first_name AS referrer_first, rp.last_name AS referrer_last, m.joined_at, m.direct_recruits, m.team_size,
       jsonb_build_object('state', p.details -> 'state', 'city', p.details -> 'city', 'gender', p.details -> 'gender',
         'maritalStatus', p.details -> 'maritalStatus', 'languages', p.details -> 'languages',
         'influencerCategories', p.details -> 'influencerCategories', 'socialMediaLinks', p.details -> 'socialMediaLinks') AS details,
       coalesce(i.total_sen, 0) AS month_sen, m.is_admin
  FROM members m JOIN profiles p ON p.member_id = m.member_id
  LEFT JOIN profiles rp ON rp.member_id = m.referrer_id
  LEFT JOIN monthly_income i ON i.member_id = m.member_id AND i.period = $1`;

// Lower-cased by PostgreSQL (as the search columns are), so both sides fold case the same way.
const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
// Platform names and detail keys in the statement come from the fixed lists above, never from the request.
const followers = (platform: Platform) =>
  `(CASE WHEN jsonb_typeof(p.details #> '{socialMediaLinks,${platform},followers}') = 'number' THEN (p.details #>> '{socialMediaLinks,${platform},followers}')::numeric END)`;

/**
 * Substring searches scan one text column per member, then keep only the matching ids. When a
 * term matches more than this many members it is common, and walking the newest members until
 * 500 match is quicker than collecting them all.
 */
const CANDIDATE_CAP = 1_000;
const CANDIDATES = {
  search: `SELECT member_id FROM profiles WHERE search_text LIKE lower($1)
           UNION ALL SELECT member_id FROM members WHERE referral_code LIKE upper($1)`,
  social: `SELECT member_id FROM profiles WHERE social_names LIKE lower($1)`,
} as const;

/** The ids matching a substring search, or "many" past CANDIDATE_CAP. */
export type Candidates = ReadonlyArray<number> | "many";

const candidates = (sql: Sql, kind: keyof typeof CANDIDATES, text: string | undefined, cap: number) =>
  text === undefined
    ? Effect.succeed(undefined)
    : Effect.map(sql.query<{ member_id: number }>(`${CANDIDATES[kind]} LIMIT $2`, [likeAnywhere(text), cap + 1]), (rows): Candidates =>
        rows.length > cap ? "many" : [...new Set(rows.map((r) => r.member_id))]);

/**
 * WHERE conditions on `members m` and `profiles p`, each written so an index of migration 006
 * can answer it; `$1` is always the month whose income is shown.
 */
export const whereOf = (
  filter: MemberFilter,
  params: Array<unknown>,
  found: { readonly search?: Candidates | undefined; readonly social?: Candidates | undefined } = {},
): Array<string> => {
  const bind = (value: unknown) => `$${params.push(value)}`;
  // One containment test per value: the GIN index on details answers each, OR-ed together.
  const anyOf = (key: string, values: ReadonlyArray<string> | undefined, asArray: boolean) =>
    values && values.length > 0
      ? `(${values.map((v) => `p.details @> ${bind(JSON.stringify({ [key]: asArray ? [v] : v }))}::jsonb`).join(" OR ")})`
      : null;
  const conditions: Array<string | null> = [
    anyOf("state", filter.states, false),
    anyOf("gender", filter.genders, false),
    anyOf("maritalStatus", filter.maritalStatuses, false),
    anyOf("languages", filter.languages, true),
    anyOf("influencerCategories", filter.categories, true),
  ];
  const among = (ids: Candidates | undefined, otherwise: () => string) =>
    ids === undefined || ids === "many" ? otherwise() : `m.member_id = ANY(${bind(ids)}::int[])`;
  if (filter.search) {
    const search = filter.search;
    conditions.push(among(found.search, () => {
      const like = bind(likeAnywhere(search));
      return `(p.search_text LIKE lower(${like}) OR m.referral_code LIKE upper(${like}))`;
    }));
  }
  const { minIncomeSen: min, maxIncomeSen: max } = filter;
  if (min !== undefined && min > 0) {
    conditions.push(`m.member_id IN (SELECT member_id FROM monthly_income WHERE period = $1 AND total_sen >= ${bind(min)}${max === undefined ? "" : ` AND total_sen <= ${bind(max)}`})`);
  } else if (max !== undefined) {
    conditions.push(`coalesce((SELECT total_sen FROM monthly_income WHERE member_id = m.member_id AND period = $1), 0) <= ${bind(max)}`);
  }
  if (filter.minTeamSize !== undefined) conditions.push(`m.team_size >= ${bind(filter.minTeamSize)}`);
  if (filter.maxTeamSize !== undefined) conditions.push(`m.team_size <= ${bind(filter.maxTeamSize)}`);
  if (filter.joinedFrom) conditions.push(`m.joined_at >= ${bind(filter.joinedFrom)}`);
  if (filter.joinedBefore) conditions.push(`m.joined_at < ${bind(filter.joinedBefore)}`);
  if (filter.isAdmin !== undefined) conditions.push(`m.is_admin = ${bind(filter.isAdmin)}`);
  if (filter.hasSocialMedia && filter.hasSocialMedia.length > 0) {
    const platforms = SOCIAL_PLATFORMS.filter((p) => filter.hasSocialMedia?.includes(p));
    conditions.push(`(${platforms.map((p) => `coalesce(p.details #>> '{socialMediaLinks,${p},profileName}', '') <> ''`).join(" OR ")})`);
  }
  if (filter.socialMediaUsername) {
    const name = filter.socialMediaUsername;
    conditions.push(among(found.social, () => `p.social_names LIKE lower(${bind(likeAnywhere(name))})`));
  }
  for (const range of filter.followers ?? []) {
    if (range.min !== null) conditions.push(`${followers(range.platform)} >= ${bind(range.min)}`);
    if (range.max !== null) conditions.push(`${followers(range.platform)} <= ${bind(range.max)}`);
  }
  return conditions.filter((c): c is string => c !== null);
};

/**
 * Newest members first (member ids follow registration order, so the primary keys give that
 * order without a sort), at most `limit` rows; `more` says whether rows were left out. The
 * matching ids are found first and only those rows are joined to referrers and income.
 */
export const searchMembers = (sql: Sql, filter: MemberFilter, period: number, { limit = SEARCH_LIMIT, candidateCap = CANDIDATE_CAP } = {}) =>
  Effect.gen(function* () {
    const found = {
      search: yield* candidates(sql, "search", filter.search, candidateCap),
      social: yield* candidates(sql, "social", filter.socialMediaUsername, candidateCap),
    };
    const none = (ids: Candidates | undefined) => Array.isArray(ids) && ids.length === 0;
    if (none(found.search) || none(found.social)) return { members: [], more: false };
    const params: Array<unknown> = [period];
    const where = whereOf(filter, params, found);
    const limitParam = `$${params.push(limit + 1)}`;
    const rows = yield* sql.query<Row>(
      `WITH hits AS MATERIALIZED (
         SELECT m.member_id FROM members m JOIN profiles p ON p.member_id = m.member_id
         ${where.length > 0 ? `WHERE ${where.join("\n   AND ")}` : ""}
          ORDER BY m.member_id DESC LIMIT ${limitParam})
       ${ROWS}
        WHERE m.member_id IN (SELECT member_id FROM hits)
        ORDER BY m.member_id DESC`,
      params,
    );
    return { members: rows.slice(0, limit).map(toAdminMember), more: rows.length > limit };
  });

/** Every member in id order, a page at a time (for exports): rows after `afterId`. */
export const memberPage = (sql: Sql, period: number, afterId: number, size: number) =>
  Effect.map(
    sql.query<Row>(`${ROWS}\n WHERE m.member_id > $2 ORDER BY m.member_id LIMIT $3`, [period, afterId, size]),
    (rows) => rows.map(toAdminMember),
  );
