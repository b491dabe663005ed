import { Effect } from "effect";
import { displayName } from "../../../domain/member-name.ts";
import { toRinggit } from "../../../domain/money.ts";
import { SOCIAL_PLATFORMS } from "../../../domain/profile-options.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { MemberFilter, Platform } from "./search-query.ts";
import { INCOME, PERIOD, type Joins } from "./search-sorts.ts";

// The admin's member rows (the admin view of a member), found with parameterised SQL only:
// user input is always a bound value, never text in the statement. Bank details, date of
// birth, ethnicity and the delivery address are never selected. Pages: search-page.ts.

interface Row {
  member_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  referral_code: string;
  referrer_id: number | null;
  referrer_first: string | null;
  referrer_last: string | null;
  details: Record<string, unknown>;
  joined_at: Date;
  direct_recruits: number;
  team_size: number;
  month_sen: number;
  is_admin: boolean;
}

const social = (links: unknown) => {
  const out: Record<string, { profileLink: string | null; profileName: string | null; followers: number }> = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const value = (
      links as Record<
        string,
        { profileLink?: string | null; profileName?: string | null; followers?: number | null } | null
      > | null
    )?.[platform];
    if (value && (value.profileName || value.profileLink || value.followers)) {
      out[platform] = {
        profileLink: value.profileLink ?? null,
        profileName: value.profileName ?? null,
        followers: Number(value.followers ?? 0),
      };
    }
  }
  return out;
};

const strings = (value: unknown): Array<string> =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

export const toAdminMember = (r: Row) => ({
  id: r.member_id,
  firstName: r.first_name,
  lastName: r.last_name,
  fullName: displayName(r.first_name, r.last_name),
  username: r.email.split("@")[0] ?? "",
  email: r.email,
  phoneNumber: r.phone_number,
  referralId: r.referral_code,
  referrerId: r.referrer_id,
  // Null for no referrer or an erased one: the referrer sort puts both first.
  referredBy: displayName(r.referrer_first, r.referrer_last, null),
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
 * term matches more than this many members it is common, and walking the sorted members until
 * a page matches is quicker than collecting them all.
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
    : Effect.map(
        sql.query<{ member_id: number }>(`${CANDIDATES[kind]} LIMIT $2`, [likeAnywhere(text), cap + 1]),
        (rows): Candidates => (rows.length > cap ? "many" : [...new Set(rows.map((r) => r.member_id))]),
      );

/** Conditions on `member_search s`, and on `profiles p` / `members m` when `joins` says so. */
export interface Where {
  readonly conditions: ReadonlyArray<string>;
  readonly joins: Joins;
}

/**
 * The filters as WHERE conditions: plain columns of member_search for the common ones (state,
 * gender, marital status, team, income, join date, admin), profile details for the rest, each
 * written so an index of migrations 006 and 011 can answer it; PERIOD stands for the month whose
 * income is shown.
 */
export const whereOf = (
  filter: MemberFilter,
  params: Array<unknown>,
  found: { readonly search?: Candidates | undefined; readonly social?: Candidates | undefined } = {},
): Where => {
  const bind = (value: unknown) => `$${params.push(value)}`;
  const joins = { profiles: false, members: false };
  const onProfile = (condition: string) => {
    joins.profiles = true;
    return condition;
  };
  const oneOf = (column: string, values: ReadonlyArray<string> | undefined) =>
    values && values.length > 0 ? `s.${column} = ANY(${bind(values)}::text[])` : null;
  // One containment test per value: the GIN index on details answers each, OR-ed together.
  const anyOf = (key: string, values: ReadonlyArray<string> | undefined) =>
    values && values.length > 0
      ? onProfile(`(${values.map((v) => `p.details @> ${bind(JSON.stringify({ [key]: [v] }))}::jsonb`).join(" OR ")})`)
      : null;
  const conditions: Array<string | null> = [
    oneOf("state", filter.states),
    oneOf("gender", filter.genders),
    oneOf("marital_status", filter.maritalStatuses),
    anyOf("languages", filter.languages),
    anyOf("influencerCategories", filter.categories),
  ];
  const among = (ids: Candidates | undefined, otherwise: () => string) =>
    ids === undefined || ids === "many" ? otherwise() : `s.member_id = ANY(${bind(ids)}::int[])`;
  if (filter.search) {
    const search = filter.search;
    conditions.push(
      among(found.search, () => {
        const like = bind(likeAnywhere(search));
        joins.members = true;
        return onProfile(`(p.search_text LIKE lower(${like}) OR m.referral_code LIKE upper(${like}))`);
      }),
    );
  }
  const { minIncomeSen: min, maxIncomeSen: max } = filter;
  // The month's column first: it alone rules out everyone who earned nothing this month.
  if (min !== undefined && min > 0) conditions.push(`s.income_period >= ${PERIOD} AND ${INCOME} >= ${bind(min)}`);
  if (max !== undefined) conditions.push(`${INCOME} <= ${bind(max)}`);
  // Stated as `> 0` too (a fixed fragment), so the newest-leaders index can serve it.
  if (filter.minTeamSize !== undefined)
    conditions.push(
      `s.team_size >= ${bind(filter.minTeamSize)}${filter.minTeamSize > 0 ? " AND s.team_size > 0" : ""}`,
    );
  if (filter.maxTeamSize !== undefined) conditions.push(`s.team_size <= ${bind(filter.maxTeamSize)}`);
  if (filter.joinedFrom) conditions.push(`s.joined_at >= ${bind(filter.joinedFrom)}`);
  if (filter.joinedBefore) conditions.push(`s.joined_at < ${bind(filter.joinedBefore)}`);
  // Fixed fragments, so the admins' partial index serves `true`.
  if (filter.isAdmin !== undefined) conditions.push(filter.isAdmin ? "s.is_admin" : "NOT s.is_admin");
  if (filter.hasSocialMedia && filter.hasSocialMedia.length > 0) {
    const platforms = SOCIAL_PLATFORMS.filter((p) => filter.hasSocialMedia?.includes(p));
    conditions.push(
      onProfile(
        `(${platforms.map((p) => `coalesce(p.details #>> '{socialMediaLinks,${p},profileName}', '') <> ''`).join(" OR ")})`,
      ),
    );
  }
  if (filter.socialMediaUsername) {
    const name = filter.socialMediaUsername;
    conditions.push(among(found.social, () => onProfile(`p.social_names LIKE lower(${bind(likeAnywhere(name))})`)));
  }
  for (const range of filter.followers ?? []) {
    if (range.min !== null) conditions.push(onProfile(`${followers(range.platform)} >= ${bind(range.min)}`));
    if (range.max !== null) conditions.push(onProfile(`${followers(range.platform)} <= ${bind(range.max)}`));
  }
  return { conditions: conditions.filter((c): c is string => c !== null), joins };
};

/** The ids that any substring filter allows ("many": no limit), or null when one allows none. */
export const substringCandidates = (sql: Sql, filter: MemberFilter, cap = CANDIDATE_CAP) =>
  Effect.gen(function* () {
    const found = {
      search: yield* candidates(sql, "search", filter.search, cap),
      social: yield* candidates(sql, "social", filter.socialMediaUsername, cap),
    };
    const none = (ids: Candidates | undefined) => Array.isArray(ids) && ids.length === 0;
    return none(found.search) || none(found.social) ? null : found;
  });

/** The admin rows of these members, in the order given. */
export const rowsOf = (sql: Sql, period: number, ids: ReadonlyArray<number>) =>
  ids.length === 0
    ? Effect.succeed([])
    : Effect.map(sql.query<Row>(`${ROWS}\n WHERE m.member_id = ANY($2::int[])`, [period, ids]), (rows) => {
        const byId = new Map(rows.map((r) => [r.member_id, r]));
        return ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toAdminMember(row)] : [];
        });
      });

/** Every member in id order, a page at a time (for exports): rows after `afterId`. */
export const memberPage = (sql: Sql, period: number, afterId: number, size: number) =>
  Effect.map(
    sql.query<Row>(`${ROWS}\n WHERE m.member_id > $2 ORDER BY m.member_id LIMIT $3`, [period, afterId, size]),
    (rows) => rows.map(toAdminMember),
  );
