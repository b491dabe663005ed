import { Effect } from "effect";
import { displayName } from "../../../domain/member-name.ts";
import { toDecimalString } from "../../../domain/money.ts";
import { monthOf, yearOf } from "../../../domain/period.ts";
import { csvText } from "../../../domain/csv.ts";
import { assertWritable } from "../../../domain/safe-text.ts";
import type { Sql } from "../../platform/db/database.ts";

// Whole-membership reads for exports and admin reports; every figure comes from projections.
export interface IncomeReportRow {
  userId: number;
  month: number;
  year: number;
  fullName: string;
  username: string;
  personalIncome: string;
  level1Override: string;
  level2Override: string;
  reversals: string;
  totalIncome: string;
}

export const incomeReport = (sql: Sql, period: number) =>
  Effect.map(
    sql.query<{
      member_id: number;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      personal_sen: number;
      level1_sen: number;
      level2_sen: number;
      reversed_sen: number;
      total_sen: number;
    }>(
      `SELECT i.member_id, p.first_name, p.last_name, p.email, i.personal_sen, i.level1_sen, i.level2_sen, i.reversed_sen, i.total_sen
         FROM monthly_income i LEFT JOIN profiles p USING (member_id)
        WHERE i.period = $1 ORDER BY i.total_sen DESC, i.member_id`,
      [period],
    ),
    (rows): Array<IncomeReportRow> =>
      rows.map((r) => ({
        userId: r.member_id,
        month: monthOf(period),
        year: yearOf(period),
        // An erased member's income stays in the month's figures, without a name.
        fullName: displayName(r.first_name, r.last_name),
        username: r.email?.split("@")[0] ?? "",
        personalIncome: toDecimalString(r.personal_sen),
        level1Override: toDecimalString(r.level1_sen),
        level2Override: toDecimalString(r.level2_sen),
        reversals: toDecimalString(r.reversed_sen),
        totalIncome: toDecimalString(r.total_sen),
      })),
  );

export interface MemberExportRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  referralId: string;
  referredBy: string;
  state: string;
  city: string;
  joinedDate: string;
  directRecruits: number;
  totalTeamMembers: number;
  monthlyIncome: string;
  isAdmin: boolean;
}

export const memberExport = (sql: Sql, period: number) =>
  Effect.map(
    sql.query<{
      member_id: number;
      first_name: string;
      last_name: string;
      email: string;
      phone_number: string;
      referral_code: string;
      referrer_first: string | null;
      referrer_last: string | null;
      state: string | null;
      city: string | null;
      joined_at: Date;
      direct_recruits: number;
      team_size: number;
      total_sen: number | null;
      is_admin: boolean;
    }>(
      `SELECT m.member_id, p.first_name, p.last_name, p.email, p.phone_number, m.referral_code,
              rp.first_name AS referrer_first, rp.last_name AS referrer_last,
              p.details->>'state' AS state, p.details->>'city' AS city, m.joined_at,
              m.direct_recruits, m.team_size, i.total_sen, m.is_admin
         FROM members m JOIN profiles p USING (member_id)
         LEFT JOIN profiles rp ON rp.member_id = m.referrer_id
         LEFT JOIN monthly_income i ON i.member_id = m.member_id AND i.period = $1
        ORDER BY m.member_id`,
      [period],
    ),
    (rows): Array<MemberExportRow> =>
      rows.map((r) => ({
        id: r.member_id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        phoneNumber: r.phone_number,
        referralId: r.referral_code,
        referredBy: displayName(r.referrer_first, r.referrer_last, ""),
        state: r.state ?? "",
        city: r.city ?? "",
        joinedDate: r.joined_at.toISOString(),
        directRecruits: r.direct_recruits,
        totalTeamMembers: r.team_size,
        monthlyIncome: toDecimalString(r.total_sen ?? 0),
        isAdmin: r.is_admin,
      })),
  );

// The profile field behind an exported column, for a refusal that says what the member corrects.
const PROFILE_FIELDS: Readonly<Record<string, string>> = {
  firstName: "first name",
  lastName: "last name",
  fullName: "first or last name",
  city: "city",
};

/**
 * RFC 4180 CSV (domain/csv.ts); cells that a spreadsheet would run as formulas are prefixed with
 * a quote. A cell holding a control character, a line break, a bidi control or an invisible
 * character (stored before those were refused at input) stops the export with UnsafeFileText
 * naming the member (a row's `id` or `userId`) and the column, rather than write a line a reader
 * splits in two. Without `header` the column names are left out: a later page of a streamed file.
 */
export const toCsv = <Row extends object>(
  rows: ReadonlyArray<Row>,
  columns?: ReadonlyArray<keyof Row & string>,
  file = "export",
  header = true,
): string => {
  const names = columns ?? (rows[0] ? (Object.keys(rows[0]) as Array<keyof Row & string>) : []);
  for (const row of rows) {
    const owner = row as { id?: unknown; userId?: unknown };
    const memberId = typeof owner.id === "number" ? owner.id : typeof owner.userId === "number" ? owner.userId : null;
    for (const column of names) {
      const value = row[column];
      assertWritable(value === null || value === undefined ? "" : String(value), {
        file,
        row: memberId === null ? "a row" : `the row of member ${memberId}`,
        memberId: null,
        field: column,
        profileField: PROFILE_FIELDS[column] ?? null,
        then: null,
      });
    }
  }
  return csvText(rows, { columns: names, header });
};
