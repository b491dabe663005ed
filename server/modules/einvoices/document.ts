import crypto from "node:crypto";
import { Effect } from "effect";
import { payoutDocument, type Company, type Payee } from "../../../domain/einvoice.ts";
import type { CompanyConfig } from "../../platform/config/einvoice.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { Submitted } from "../../platform/myinvois/documents.ts";
import { openPayee, storedFrom, PAYEE_COLUMNS } from "../payee/store.ts";
import type { Row } from "./store.ts";

// A claimed row made into the document MyInvois is sent (decision 61): the payee's details are
// opened from their sealed row only here, in memory, and go nowhere but into the submission.

export type Prepared =
  | { readonly ok: true; readonly code: string; readonly submitted: Submitted }
  | { readonly ok: false; readonly code: string; readonly hash: string | null; readonly errors: unknown };

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("hex");

/** The members' names, contacts and payee details in the clear, for these documents only. */
const payeesOf = (db: Sql, vault: Keyring, memberIds: ReadonlyArray<number>) =>
  Effect.map(
    db.query<
      Record<string, unknown> & {
        member_id: number;
        first_name: string;
        last_name: string;
        phone_number: string;
        email: string;
      }
    >(
      `SELECT p.member_id, p.first_name, p.last_name, p.phone_number, p.email, ${PAYEE_COLUMNS}
         FROM profiles p LEFT JOIN payee_identities pi USING (member_id) WHERE p.member_id = ANY($1::int[])`,
      [[...new Set(memberIds)]],
    ),
    (rows) =>
      new Map(
        rows.map((row): [number, Payee | null] => {
          const details = openPayee(vault, row.member_id, storedFrom(row));
          if (details.identityType === null || !details.identityNumber || !details.tin || !details.address)
            return [row.member_id, null];
          return [
            row.member_id,
            {
              name: `${row.first_name} ${row.last_name}`.trim(),
              identityType: details.identityType,
              identityNumber: details.identityNumber,
              tin: details.tin,
              address: details.address,
              phone: row.phone_number.replace(/[\s-]/g, ""),
              email: row.email,
            },
          ];
        }),
      ),
  );

const companyOf = (config: CompanyConfig): Company => ({
  name: config.name ?? "",
  ssm: config.ssm ?? "",
  tin: config.tin ?? "",
  address: config.address ?? "",
  msic: config.msic ?? "",
  phone: config.phone ?? "",
  email: config.email ?? "",
});

/** Each row's document, written, checked and hashed; or why the app will not submit it. */
export const prepareDocuments = (db: Sql, vault: Keyring, company: CompanyConfig, rows: ReadonlyArray<Row>) =>
  Effect.map(
    payeesOf(
      db,
      vault,
      rows.map((r) => r.member_id),
    ),
    (payees) =>
      rows.map((row): Prepared => {
        const payee = payees.get(row.member_id) ?? null;
        if (payee === null)
          return {
            ok: false,
            code: row.code_number,
            hash: null,
            errors: [{ source: "jemput", field: "payee", problem: "the member's identity, TIN or address is missing" }],
          };
        const built = payoutDocument({
          kind: row.kind,
          payoutId: row.payout_id,
          period: row.period,
          amountSen: Number(row.amount_sen),
          issuedAt: new Date(row.issued_at),
          payee,
          company: companyOf(company),
          ...(row.kind === "credit_note" && row.original_uuid !== null
            ? { original: { id: row.payout_id, uuid: row.original_uuid } }
            : {}),
        });
        if (!built.ok)
          return {
            ok: false,
            code: row.code_number,
            hash: null,
            errors: built.problems.map((p) => ({ source: "jemput", ...p })),
          };
        return {
          ok: true,
          code: row.code_number,
          submitted: {
            format: "JSON",
            document: Buffer.from(built.text, "utf8").toString("base64"),
            documentHash: sha256(built.text),
            codeNumber: row.code_number,
          },
        };
      }),
  );
