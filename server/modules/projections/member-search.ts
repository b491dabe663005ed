import { Effect, Fiber } from "effect";
import { teamSize, type MemberRow } from "./tables/members.ts";
import { monthlyTotal, type MonthlyRow } from "./tables/monthly-income.ts";
import { uncopyText } from "../../platform/db/copy.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { BulkWriter, Column } from "../../platform/db/bulk.ts";
import { dropIndexes } from "../../platform/db/indexes.ts";

// member_search (migration 011) in bulk. Live writes keep it with triggers; seeds and rebuilds
// switch those off while they rewrite members, income and profiles, then bring it in line with
// the read model they folded: the same values the view member_search_source gives, which the
// tests hold them to. Into an empty table (a new world) every row goes at once, its indexes
// built after; a rebuild reads the table's columns that come from the log in member order and
// writes only the rows that differ (normally none), so it builds no index and reads no profile.
// With a second connection, that read runs while the rebuild's transaction rebuilds the other
// tables' indexes (the table is not written until then, so both see the same rows).

/** The triggers that keep member_search, by the table they watch. */
const TRIGGERS = {
  members: ["member_search_members"],
  // Team counters and income reach the table through the member-search subscription (migration 029).
  monthly_income: [],
  profiles: ["member_search_profiles", "member_search_profiles_update"],
} as const;

/**
 * Switches member_search's triggers on these tables off until the returned effect switches them
 * back on (in the same transaction: no other session ever sees them off). For writers that
 * rewrite member_search themselves afterwards.
 */
export const pauseSearchTriggers = (tx: Sql, tables: ReadonlyArray<keyof typeof TRIGGERS>) =>
  Effect.gen(function* () {
    const alter = (action: "DISABLE" | "ENABLE") =>
      Effect.forEach(
        tables.flatMap((table) => TRIGGERS[table].map((name) => `ALTER TABLE ${table} ${action} TRIGGER ${name}`)),
        (text) => tx.query(text),
        { discard: true },
      );
    yield* alter("DISABLE");
    return alter("ENABLE");
  });

interface ProfilePart {
  readonly state: string | null;
  readonly gender: string | null;
  readonly maritalStatus: string | null;
}
/** The row's columns from the profile, written as the view writes them. */
const PROFILE_PARTS = `SELECT member_id, details ->> 'state', details ->> 'gender', details ->> 'maritalStatus' FROM profiles`;

const field = (text: string | undefined) => (text === undefined || text === "\\N" ? null : uncopyText(text));

/** Every profile's part of its row, by member id; equal parts share one object (there are few). */
export const readProfileParts = (tx: Sql) =>
  Effect.gen(function* () {
    const parts = new Map<number, ProfilePart>();
    const shared = new Map<string, ProfilePart>();
    const add = (memberId: number, key: string, make: () => ProfilePart) => {
      let part = shared.get(key);
      if (!part) shared.set(key, (part = make()));
      parts.set(memberId, part);
    };
    if (tx.copy !== null) {
      yield* tx.copy.to(`COPY (${PROFILE_PARTS}) TO STDOUT`, (row) => {
        const line = row.toString("utf8");
        const tab = line.indexOf("\t");
        const rest = line.slice(tab + 1);
        add(Number(line.slice(0, tab)), rest, () => {
          const [state, gender, maritalStatus] = rest.split("\t");
          return { state: field(state), gender: field(gender), maritalStatus: field(maritalStatus) };
        });
      });
    } else {
      const rows = yield* tx.query<{
        member_id: number;
        state: string | null;
        gender: string | null;
        marital_status: string | null;
      }>(
        `SELECT member_id, details ->> 'state' AS state, details ->> 'gender' AS gender, details ->> 'maritalStatus' AS marital_status FROM profiles`,
      );
      for (const r of rows)
        add(r.member_id, JSON.stringify([r.state, r.gender, r.marital_status]), () => ({
          state: r.state,
          gender: r.gender,
          maritalStatus: r.marital_status,
        }));
    }
    return parts;
  });

export interface SearchRow {
  readonly member: MemberRow;
  readonly income: MonthlyRow | undefined;
  readonly profile: ProfilePart;
}

export const SEARCH_COLUMNS: ReadonlyArray<Column<SearchRow>> = [
  { name: "member_id", type: "int", value: (r) => r.member.memberId },
  { name: "joined_at", type: "timestamptz", value: (r) => r.member.joinedAt },
  { name: "is_admin", type: "bool", value: (r) => r.member.isAdmin },
  { name: "direct_recruits", type: "int", value: (r) => r.member.directRecruits },
  { name: "team_size", type: "int", value: (r) => teamSize(r.member) },
  { name: "income_period", type: "int", value: (r) => r.income?.period ?? null },
  { name: "income_sen", type: "bigint", value: (r) => (r.income ? monthlyTotal(r.income) : 0) },
  { name: "state", type: "text", value: (r) => r.profile.state },
  { name: "gender", type: "text", value: (r) => r.profile.gender },
  { name: "marital_status", type: "text", value: (r) => r.profile.maritalStatus },
];

/** Each member's latest month of income. */
const latestIncome = (monthly: Iterable<MonthlyRow>) => {
  const latest = new Map<number, MonthlyRow>();
  for (const row of monthly) {
    const seen = latest.get(row.memberId);
    if (!seen || seen.period < row.period) latest.set(row.memberId, row);
  }
  return latest;
};

/** One row per member with a profile, in member id order. */
export const searchRows = (
  members: ReadonlyArray<MemberRow>,
  latest: ReadonlyMap<number, MonthlyRow>,
  profiles: ReadonlyMap<number, ProfilePart>,
): Array<SearchRow> => {
  const rows: Array<SearchRow> = [];
  for (const member of members) {
    const profile = profiles.get(member.memberId);
    if (profile) rows.push({ member, income: latest.get(member.memberId), profile });
  }
  return rows;
};

// The columns that come from the log, as read back and as the model has them: the join instant
// in whole microseconds, so both sides compare as text.
const LOG_COLUMNS = `member_id, (extract(epoch FROM joined_at) * 1000000)::bigint, is_admin, direct_recruits, team_size, income_period, income_sen`;
const logFields = (m: MemberRow, income: MonthlyRow | undefined) => [
  String(Date.parse(m.joinedAt) * 1000),
  m.isAdmin ? "t" : "f",
  String(m.directRecruits),
  String(teamSize(m)),
  income ? String(income.period) : "\\N",
  String(income ? monthlyTotal(income) : 0),
];

const CHUNK = 5_000;
const chunks = <A>(rows: ReadonlyArray<A>) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
const logArrays = (rows: ReadonlyArray<{ member: MemberRow; income: MonthlyRow | undefined }>) => [
  rows.map((r) => r.member.memberId),
  rows.map((r) => r.member.joinedAt),
  rows.map((r) => r.member.isAdmin),
  rows.map((r) => r.member.directRecruits),
  rows.map((r) => teamSize(r.member)),
  rows.map((r) => r.income?.period ?? null),
  rows.map((r) => (r.income ? monthlyTotal(r.income) : 0)),
];
const VALUES = `unnest($1::int[], $2::timestamptz[], $3::bool[], $4::int[], $5::int[], $6::int[], $7::bigint[])
  AS v (member_id, joined_at, is_admin, direct_recruits, team_size, income_period, income_sen)`;

interface Diff {
  readonly changed: Array<{ member: MemberRow; income: MonthlyRow | undefined }>;
  readonly missing: Array<{ member: MemberRow; income: MonthlyRow | undefined }>;
  readonly extra: Array<number>;
}

/** Which rows differ from the model, read on `sql` (the writing transaction, or another connection). */
const diffOf = (sql: Sql, members: ReadonlyArray<MemberRow>, latest: ReadonlyMap<number, MonthlyRow>) =>
  Effect.gen(function* () {
    const diff: Diff = { changed: [], missing: [], extra: [] };
    // A merge of two lists in member order: the table's rows as they arrive, and the model's.
    let next = 0;
    const visit = (memberId: number, fields: ReadonlyArray<string>) => {
      while (next < members.length && members[next]!.memberId < memberId) {
        const member = members[next++]!;
        diff.missing.push({ member, income: latest.get(member.memberId) });
      }
      const member = members[next];
      if (member?.memberId !== memberId) return void diff.extra.push(memberId);
      next += 1;
      const income = latest.get(memberId);
      if (logFields(member, income).some((value, i) => value !== fields[i])) diff.changed.push({ member, income });
    };
    if (sql.copy !== null) {
      yield* sql.copy.to(`COPY (SELECT ${LOG_COLUMNS} FROM member_search ORDER BY member_id) TO STDOUT`, (row) => {
        const [id, ...fields] = row.toString("utf8").split("\t");
        visit(Number(id), fields);
      });
    } else {
      const rows = yield* sql.query<{
        member_id: number;
        micros: string;
        is_admin: boolean;
        direct_recruits: number;
        team_size: number;
        income_period: number | null;
        income_sen: number;
      }>(
        `SELECT member_id, (extract(epoch FROM joined_at) * 1000000)::bigint::text AS micros, is_admin, direct_recruits, team_size, income_period, income_sen
           FROM member_search ORDER BY member_id`,
      );
      for (const r of rows) {
        visit(r.member_id, [
          r.micros,
          r.is_admin ? "t" : "f",
          String(r.direct_recruits),
          String(r.team_size),
          r.income_period === null ? "\\N" : String(r.income_period),
          String(r.income_sen),
        ]);
      }
    }
    for (const member of members.slice(next)) diff.missing.push({ member, income: latest.get(member.memberId) });
    return diff;
  });

const applyDiff = (tx: Sql, diff: Diff) =>
  Effect.gen(function* () {
    for (const rows of chunks(diff.changed)) {
      yield* tx.query(
        `UPDATE member_search s SET joined_at = v.joined_at, is_admin = v.is_admin, direct_recruits = v.direct_recruits,
          team_size = v.team_size, income_period = v.income_period, income_sen = v.income_sen
          FROM ${VALUES} WHERE s.member_id = v.member_id`,
        logArrays(rows),
      );
    }
    if (diff.extra.length > 0)
      yield* tx.query(`DELETE FROM member_search WHERE member_id = ANY($1::int[])`, [diff.extra]);
    // Members without a row: new ones, or erased ones (no profile, so still no row).
    for (const rows of chunks(diff.missing)) {
      yield* tx.query(
        `INSERT INTO member_search
        SELECT v.*, p.details ->> 'state', p.details ->> 'gender', p.details ->> 'maritalStatus' FROM ${VALUES} JOIN profiles p USING (member_id)`,
        logArrays(rows),
      );
    }
    return { changed: diff.changed.length, missing: diff.missing.length, extra: diff.extra.length };
  });

export interface SearchWriteOptions {
  /** Set the table's indexes aside while an empty table is filled. */
  readonly reindex: boolean;
  /** Another connection to compare the table on, while `tx` goes on with other work. */
  readonly reader?: Sql | undefined;
}

/**
 * Starts bringing member_search in line with the members and income the writer folded, once
 * those are written: into an empty table every row goes now; otherwise the comparison starts
 * (on the reader when there is one). The returned effect finishes it: the differing rows.
 */
export const startMemberSearch = (
  tx: Sql,
  out: BulkWriter,
  members: ReadonlyArray<MemberRow>,
  monthly: Iterable<MonthlyRow>,
  options: SearchWriteOptions,
) =>
  Effect.gen(function* () {
    const latest = latestIncome(monthly);
    const [{ empty } = { empty: true }] = yield* tx.query<{ empty: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM member_search) AS empty`,
    );
    if (empty) {
      const restore = options.reindex ? yield* dropIndexes(tx, ["member_search"]) : Effect.void;
      yield* out.write("member_search", SEARCH_COLUMNS, searchRows(members, latest, yield* readProfileParts(tx)));
      yield* out.done;
      yield* restore;
      return Effect.succeed({ changed: 0, missing: members.length, extra: 0 });
    }
    // The embedded database has one connection (no COPY either): there the transaction reads.
    const reader = options.reader?.copy && tx.copy ? options.reader : null;
    if (!reader) return Effect.flatMap(diffOf(tx, members, latest), (diff) => applyDiff(tx, diff));
    const comparing = yield* Effect.forkChild(diffOf(reader, members, latest));
    return Effect.flatMap(Fiber.join(comparing), (diff) => applyDiff(tx, diff));
  });
