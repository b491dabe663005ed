import type { SortColumn } from "./search-query.ts";

// How each sort of the admin member table walks an index from the cursor on, so a page costs
// the rows it reads and never the rows before it. A sort is one or more phases in ascending
// order, each a walk of its own index: sorting by income walks the month's income index
// (period, total, member) for members who earned, and member ids for those who did not;
// sorting by status walks the admins, then everyone else. A phase's keys are compared as one
// row value, `(k1, …, member) > ($1, …, $n)`, which the index answers as a range.
// Aliases: s member_search, p profiles, m members, i monthly_income, rp the referrer's profile;
// PERIOD stands for the month whose income is shown, bound once per statement where it is used.

export type KeyType = "int" | "bigint" | "text" | "micros";
export interface Key {
  readonly expr: string;
  readonly type: KeyType;
}
export interface Joins {
  readonly profiles: boolean;
  readonly members: boolean;
}
export interface Phase {
  readonly from: (joins: Joins) => string;
  readonly where: ReadonlyArray<string>;
  /** Ascending; the last one tells members apart. */
  readonly keys: ReadonlyArray<Key>;
  /** Leading keys held by the walked index when the others come from a joined table. */
  readonly seek?: number;
}

export const PERIOD = "{period}";
/** The statement with PERIOD bound (once, when it is used at all). */
export const withPeriod = (text: string, params: Array<unknown>, period: number) =>
  text.includes(PERIOD) ? text.replaceAll(PERIOD, `$${params.push(period)}::int`) : text;

/** This month's income of the row's member: the row holds the latest month it earned in. */
export const INCOME = `(CASE WHEN s.income_period = ${PERIOD} THEN s.income_sen WHEN s.income_period > ${PERIOD}
  THEN coalesce((SELECT t.total_sen FROM monthly_income t WHERE t.member_id = s.member_id AND t.period = ${PERIOD}), 0) ELSE 0 END)`;

const profiles = (j: Joins) => (j.profiles ? " JOIN profiles p ON p.member_id = s.member_id" : "");
const members = (j: Joins) => (j.members ? " JOIN members m ON m.member_id = s.member_id" : "");
const bySearch = (j: Joins) => `member_search s${profiles(j)}${members(j)}`;
const byProfile = (j: Joins) => `profiles p JOIN member_search s ON s.member_id = p.member_id${members(j)}`;
const byIncome = (j: Joins) =>
  `monthly_income i JOIN member_search s ON s.member_id = i.member_id${profiles(j)}${members(j)}`;
const withMembers = (j: Joins) => `member_search s JOIN members m ON m.member_id = s.member_id${profiles(j)}`;
const byReferrer = (j: Joins) =>
  `profiles rp JOIN members m ON m.referrer_id = rp.member_id JOIN member_search s ON s.member_id = m.member_id${profiles(j)}`;

const ID: Key = { expr: "s.member_id", type: "int" };
const PROFILE_ID: Key = { expr: "p.member_id", type: "int" };
const one = (key: Key | null, from = bySearch): ReadonlyArray<Phase> => [
  { from, where: [], keys: key ? [key, ID] : [ID] },
];
const byProfileKey = (expr: string): ReadonlyArray<Phase> => [
  { from: byProfile, where: [], keys: [{ expr, type: "text" }, PROFILE_ID] },
];

export const NEWEST = one(null);

export const SORTS: Record<SortColumn, ReadonlyArray<Phase>> = {
  // Lower case, byte order: the profile indexes of migration 011 hold these expressions.
  name: byProfileKey(`member_name_key(p.first_name, p.last_name) COLLATE "C"`),
  email: byProfileKey("lower(p.email)"),
  phone: byProfileKey("p.phone_number"),
  location: byProfileKey(`member_location_key(p.details) COLLATE "C"`),
  // Members with no referrer (or an erased one) first, then by the referrer's name, a
  // referrer's recruits in the order they joined (the referrer index of migration 010).
  referrer: [
    {
      from: withMembers,
      where: ["(m.referrer_id IS NULL OR NOT EXISTS (SELECT 1 FROM profiles x WHERE x.member_id = m.referrer_id))"],
      keys: [ID],
    },
    {
      from: byReferrer,
      where: [],
      seek: 2,
      keys: [
        { expr: `member_name_key(rp.first_name, rp.last_name) COLLATE "C"`, type: "text" },
        { expr: "rp.member_id", type: "int" },
        { expr: "m.joined_at", type: "micros" },
        { expr: "m.member_id", type: "int" },
      ],
    },
  ],
  directRecruits: one({ expr: "s.direct_recruits", type: "int" }),
  totalTeam: one({ expr: "s.team_size", type: "int" }),
  monthlyIncome: [
    { from: bySearch, where: [`${INCOME} = 0`], keys: [ID] },
    {
      from: byIncome,
      where: [`i.period = ${PERIOD}`, "i.total_sen > 0"],
      keys: [
        { expr: "i.total_sen", type: "bigint" },
        { expr: "i.member_id", type: "int" },
      ],
    },
  ],
  joinedDate: one({ expr: "s.joined_at", type: "micros" }),
  // "Admin" before "Member".
  status: [
    { from: bySearch, where: ["s.is_admin"], keys: [ID] },
    { from: bySearch, where: ["NOT s.is_admin"], keys: [ID] },
  ],
};

/** How a key is read for the cursor, and how a cursor value is bound against it. */
export const keyOut = (key: Key) =>
  key.type === "micros" ? `(extract(epoch FROM ${key.expr}) * 1000000)::bigint` : key.expr;
export const keyIn = (key: Key, placeholder: string) =>
  key.type === "micros"
    ? `('epoch'::timestamptz + ${placeholder}::bigint * interval '1 microsecond')`
    : `${placeholder}::${key.type}`;
