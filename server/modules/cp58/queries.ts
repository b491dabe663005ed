import { Effect } from "effect";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../domain/languages.ts";
import { displayName } from "../../../domain/member-name.ts";
import { makePeriod } from "../../../domain/period.ts";
import type { LedgerKind } from "../../../domain/statement.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import type { Sql } from "../../platform/db/database.ts";
import { missingOf, openPayee, PAYEE_COLUMNS, storedFrom } from "../payee/store.ts";
import type { PayeeDetails } from "../payee/sealing.ts";

// What a CP58 is made of: the member's ledger lines of the year (the yearly summary's, decision
// 33), who they are and their payee details (decision 58), opened only to be drawn on the form.

export interface Cp58Recipient {
  readonly memberId: number;
  readonly name: string;
  readonly firstName: string;
  readonly email: string;
  readonly language: Language;
  readonly payee: PayeeDetails;
  /** Whether the identity, the TIN and the address are all given. */
  readonly payeeComplete: boolean;
}

const yearRange = (year: number) => [makePeriod(year, 1), makePeriod(year, 12)] as const;

/** The member's name, language and payee details in the clear; null for no such member. */
export const cp58Recipient = (sql: Sql, vault: Keyring, memberId: number) =>
  Effect.map(
    sql.query<{ first_name: string | null; last_name: string | null; email: string | null; language: string | null }>(
      `SELECT p.first_name, p.last_name, p.email, to_jsonb(p) ->> 'language' AS language, ${PAYEE_COLUMNS}
         FROM members m
         LEFT JOIN profiles p USING (member_id)
         LEFT JOIN payee_identities pi ON pi.member_id = m.member_id
        WHERE m.member_id = $1`,
      [memberId],
    ),
    ([row]): Cp58Recipient | null => {
      if (!row) return null;
      const stored = storedFrom(row);
      return {
        memberId,
        name: displayName(row.first_name, row.last_name),
        firstName: row.first_name ?? "",
        email: row.email ?? "",
        language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
        payee: openPayee(vault, memberId, stored),
        payeeComplete: missingOf(stored).length === 0,
      };
    },
  );

export interface Cp58Line {
  readonly kind: LedgerKind;
  readonly amountSen: number;
  readonly period: number;
}

export const cp58Lines = (sql: Sql, memberId: number, year: number) =>
  Effect.map(
    sql.query<{ kind: LedgerKind; amount_sen: number | string; period: number }>(
      `SELECT kind, amount_sen, period FROM ledger_lines
        WHERE member_id = $1 AND period BETWEEN $2 AND $3 ORDER BY position`,
      [memberId, ...yearRange(year)],
    ),
    (rows): Array<Cp58Line> => rows.map((r) => ({ kind: r.kind, amountSen: Number(r.amount_sen), period: r.period })),
  );

/** Members with a ledger line in the year's months: those a CP58 of the year is drawn for. */
export const cp58Members = (sql: Sql, year: number) =>
  Effect.map(
    sql.query<{ member_id: number }>(
      `SELECT DISTINCT member_id FROM ledger_lines WHERE period BETWEEN $1 AND $2 ORDER BY member_id`,
      [...yearRange(year)],
    ),
    (rows) => rows.map((r) => r.member_id),
  );

/**
 * The ledger's own sums of the year, member by member, added up in the database: what the
 * CP58 figures are held against before any file is written.
 */
export const ledgerTotals = (sql: Sql, year: number) =>
  Effect.map(
    sql.query<{ member_id: number; total_sen: string }>(
      `SELECT member_id, SUM(amount_sen)::text AS total_sen FROM ledger_lines
        WHERE period BETWEEN $1 AND $2 GROUP BY member_id`,
      [...yearRange(year)],
    ),
    (rows) => new Map(rows.map((r) => [r.member_id, Number(r.total_sen)])),
  );
