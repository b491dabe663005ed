import { Data, Effect } from "effect";
import { csvText } from "../../../domain/csv.ts";
import { displayName } from "../../../domain/member-name.ts";
import { toDecimalString } from "../../../domain/money.ts";
import { checkTin } from "../../../domain/payee-identity.ts";
import { SAFE_TEXT_RULES, textProblem } from "../../../domain/safe-text.ts";
import { withheld107D } from "../../../domain/withholding.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import type { Sql } from "../../platform/db/database.ts";
import { openIdentity, openTin } from "../payee/sealing.ts";

// The month's CP107D remittance list (decision 62, docs/tax.md): every payout issued in the
// month (Malaysian time) that withheld under section 107D and did not fail, with who it paid as
// LHDN names them. The identity number and the TIN are sealed (decision 58) and opened here
// only, for the file. Every row is checked before anything is written: a list LHDN cannot match
// to a taxpayer, or whose figures do not add up, is refused whole, naming the payout and why.

export const CP107D_COLUMNS = ["payee_name", "identity_number", "tin", "payout_id", "gross", "withheld"] as const;

export interface RemittanceRow {
  readonly payee_name: string;
  readonly identity_number: string;
  readonly tin: string;
  readonly payout_id: string;
  readonly gross: string;
  readonly withheld: string;
}

/** The list was not written: each problem names the payout, the member and the field. */
export class RemittanceRefused extends Data.TaggedError("RemittanceRefused")<{
  readonly problems: ReadonlyArray<string>;
}> {
  override get message() {
    return `The CP107D list was not written:\n${this.problems.map((p) => `  ${p}`).join("\n")}`;
  }
}

interface Row {
  payout_id: string;
  member_id: number;
  amount_sen: number;
  withheld_sen: number;
  first_name: string | null;
  last_name: string | null;
  identity_number: Buffer | null;
  tin: Buffer | null;
}

const HOUR = 3_600_000;
/** The first instant of a Malaysian month, in UTC. */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1) - 8 * HOUR);

const rowsOf = (sql: Sql, year: number, month: number) =>
  sql.query<Row>(
    `SELECT po.payout_id, po.member_id, po.amount_sen, po.withheld_sen, p.first_name, p.last_name,
            pi.identity_number, pi.tin
       FROM payouts po
       LEFT JOIN profiles p ON p.member_id = po.member_id
       LEFT JOIN payee_identities pi ON pi.member_id = po.member_id
      WHERE po.withheld_sen > 0 AND po.status <> 'failed' AND po.issued_at >= $1 AND po.issued_at < $2
      ORDER BY po.payout_id`,
    [monthStart(year, month), monthStart(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1)],
  );

/** Each row's problems, in words an admin acts on; none for a row LHDN can take. */
const problemsOf = (r: Row, name: string, identity: string | null, tin: string | null): Array<string> => {
  const who = `${r.payout_id} (member ${r.member_id})`;
  const problems: Array<string> = [];
  if (identity === null) problems.push(`${who}: identity number missing: the member must give it in their profile`);
  if (tin === null) problems.push(`${who}: TIN missing: the member must give it in their profile`);
  else if (!checkTin(tin).ok) problems.push(`${who}: TIN is not an individual's TIN as LHDN writes it`);
  for (const [field, value] of [
    ["payee_name", name],
    ["identity_number", identity ?? ""],
  ] as const) {
    const problem = textProblem(value);
    if (problem !== null) problems.push(`${who}: ${field} ${SAFE_TEXT_RULES[problem]}`);
  }
  if (r.withheld_sen !== withheld107D(r.amount_sen))
    problems.push(`${who}: withheld ${toDecimalString(r.withheld_sen)} is not 2% of ${toDecimalString(r.amount_sen)}`);
  return problems;
};

/** The month's list as CSV and its totals, or RemittanceRefused naming every row LHDN could not take. */
export const remittanceList = (sql: Sql, year: number, month: number) =>
  Effect.gen(function* () {
    const vault = yield* BankVault;
    const rows: Array<RemittanceRow> = [];
    const problems: Array<string> = [];
    let grossSen = 0;
    let withheldSen = 0;
    for (const r of yield* rowsOf(sql, year, month)) {
      const name = displayName(r.first_name, r.last_name);
      const identity = openIdentity(vault, r.member_id, r.identity_number);
      const tin = openTin(vault, r.member_id, r.tin);
      problems.push(...problemsOf(r, name, identity, tin));
      grossSen += r.amount_sen;
      withheldSen += r.withheld_sen;
      rows.push({
        payee_name: name,
        identity_number: identity ?? "",
        tin: tin ?? "",
        payout_id: r.payout_id,
        gross: toDecimalString(r.amount_sen),
        withheld: toDecimalString(r.withheld_sen),
      });
    }
    if (problems.length > 0) return yield* Effect.fail(new RemittanceRefused({ problems }));
    return { csv: csvText(rows, { columns: CP107D_COLUMNS }), rows: rows.length, grossSen, withheldSen };
  });
