import { Effect } from "effect";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../domain/languages.ts";
import { displayName } from "../../../domain/member-name.ts";
import type { Period } from "../../../domain/period.ts";
import type { LedgerKind, StatementLine, StatementPayout } from "../../../domain/statement.ts";
import type { Sql } from "../../platform/db/database.ts";

// What a statement is made of, read from the ledger projections: the member's lines and payouts
// up to the statement's last month (earlier ones make the opening balance), and who they are.

export interface StatementMember {
  readonly memberId: number;
  readonly name: string;
  readonly referralId: string;
  readonly language: Language;
}

/**
 * The member's name, referral id and language. The language is read through to_jsonb, so a
 * database without the profiles.language column answers English instead of failing.
 */
export const statementMember = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{ first_name: string | null; last_name: string | null; referral_code: string; language: string | null }>(
      `SELECT p.first_name, p.last_name, m.referral_code, to_jsonb(p) ->> 'language' AS language
         FROM members m LEFT JOIN profiles p USING (member_id)
        WHERE m.member_id = $1`,
      [memberId],
    ),
    ([row]): StatementMember | null =>
      row
        ? {
            memberId,
            name: displayName(row.first_name, row.last_name),
            referralId: row.referral_code,
            language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
          }
        : null,
  );

// An own post shows its title; an override shows the recruit whose post paid it (as the team
// views name them). Neither is there once erased.
export const statementLines = (sql: Sql, memberId: number, upTo: Period) =>
  Effect.map(
    sql.query<{
      position: string | number;
      kind: LedgerKind;
      amount_sen: number;
      period: number;
      created_at: Date;
      title: string | null;
      first_name: string | null;
      last_name: string | null;
    }>(
      `SELECT l.position, l.kind, l.amount_sen, l.period, l.created_at, NULLIF(po.title, '') AS title,
              sp.first_name, sp.last_name
         FROM ledger_lines l
         LEFT JOIN posts po ON l.kind IN ('personal', 'personal_reversal') AND po.post_id = l.post_id
         LEFT JOIN profiles sp ON l.kind NOT IN ('personal', 'personal_reversal') AND sp.member_id = l.source_member_id
        WHERE l.member_id = $1 AND l.period <= $2
        ORDER BY l.position`,
      [memberId, upTo],
    ),
    (rows): Array<StatementLine> =>
      rows.map((r) => ({
        position: Number(r.position),
        kind: r.kind,
        amountSen: Number(r.amount_sen),
        period: r.period,
        createdAt: r.created_at.toISOString(),
        detail: r.kind.startsWith("personal") ? r.title : displayName(r.first_name, r.last_name),
      })),
  );

export const statementPayouts = (sql: Sql, memberId: number, upTo: Period) =>
  Effect.map(
    sql.query<{
      payout_id: string;
      period: number;
      amount_sen: string | number;
      withheld_sen: string | number;
      status: StatementPayout["status"];
      reference: string | null;
      issued_at: Date;
      paid_at: Date | null;
      validation_link: string | null;
    }>(
      `SELECT p.payout_id, p.period, p.amount_sen, p.withheld_sen, p.status, p.reference, p.issued_at, p.paid_at, e.validation_link
         FROM payouts p
         LEFT JOIN einvoices e ON e.payout_id = p.payout_id AND e.kind = 'invoice' AND e.state = 'valid'
        WHERE p.member_id = $1 AND p.period <= $2 ORDER BY p.period, p.issued_at, p.payout_id`,
      [memberId, upTo],
    ),
    (rows): Array<StatementPayout> =>
      rows.map((r) => ({
        payoutId: r.payout_id,
        period: r.period,
        amountSen: Number(r.amount_sen),
        withheldSen: Number(r.withheld_sen),
        status: r.status,
        reference: r.reference,
        issuedAt: r.issued_at.toISOString(),
        paidAt: r.paid_at?.toISOString() ?? null,
        einvoiceLink: r.validation_link,
      })),
  );

/** Members with a ledger line or a payout (not failed) in the months from `from` to `to`. */
export const membersWithActivity = (sql: Sql, from: Period, to: Period) =>
  Effect.map(
    sql.query<{ member_id: number }>(
      `SELECT member_id FROM ledger_lines WHERE period BETWEEN $1 AND $2
        UNION
       SELECT member_id FROM payouts WHERE period BETWEEN $1 AND $2 AND status <> 'failed'
        ORDER BY member_id`,
      [from, to],
    ),
    (rows) => rows.map((r) => r.member_id),
  );
