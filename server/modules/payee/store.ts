import { Data, Effect } from "effect";
import {
  maskIdentity,
  missingPayeeParts,
  type IdentityType,
  type PayeePart,
  type TinStatus,
} from "../../../domain/payee-identity.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { openAddress, openIdentity, openTin, type PayeeDetails } from "./sealing.ts";

// A member's payee details as payee_identities keeps them (decision 58): read for the profile
// (masked), for a save (opened, to compare), for a close (what is missing), and forgotten with
// the member.

export interface StoredPayee {
  readonly identity_type: IdentityType | null;
  readonly identity_country: string | null;
  readonly identity_number: Buffer | null;
  readonly identity_hash: Buffer | null;
  readonly identity_last4: string | null;
  readonly tin: Buffer | null;
  readonly tin_hash: Buffer | null;
  readonly tin_last4: string | null;
  readonly tin_status: TinStatus | null;
  readonly tin_checked_at: Date | null;
  readonly address: Buffer | null;
  readonly key_id: string | null;
  readonly updated_at: Date | null;
}

export const NO_PAYEE: StoredPayee = {
  identity_type: null,
  identity_country: null,
  identity_number: null,
  identity_hash: null,
  identity_last4: null,
  tin: null,
  tin_hash: null,
  tin_last4: null,
  tin_status: null,
  tin_checked_at: null,
  address: null,
  key_id: null,
  updated_at: null,
};

const COLUMNS = `identity_type, identity_country, identity_number, identity_hash, identity_last4, tin, tin_hash,
  tin_last4, tin_status, tin_checked_at, address, key_id, updated_at`;

/**
 * The columns `storedFrom` reads, as a query selects them from payee_identities `pi` beside the
 * rest of a profile: one statement, so a save committing in between cannot mix two saves.
 */
export const PAYEE_COLUMNS = COLUMNS.split(",")
  .map((column) => `pi.${column.trim()} AS payee_${column.trim()}`)
  .join(", ");

export const storedFrom = (row: object): StoredPayee =>
  Object.fromEntries(
    Object.keys(NO_PAYEE).map((key) => [key, (row as Record<string, unknown>)[`payee_${key}`] ?? null]),
  ) as unknown as StoredPayee;

/** The member's row, or NO_PAYEE; `lock` holds it for the save's transaction. */
export const readPayee = (sql: Sql, memberId: number, lock: boolean) =>
  Effect.map(
    sql.query<StoredPayee>(`SELECT ${COLUMNS} FROM payee_identities WHERE member_id = $1${lock ? " FOR UPDATE" : ""}`, [
      memberId,
    ]),
    ([row]) => row ?? NO_PAYEE,
  );

/** The stored details in the clear: only to compare a save with, or to resolve a masked value. */
export const openPayee = (vault: Keyring, memberId: number, row: StoredPayee): PayeeDetails => ({
  identityType: row.identity_number === null ? null : row.identity_type,
  identityNumber: openIdentity(vault, memberId, row.identity_number),
  identityCountry: row.identity_number === null ? null : row.identity_country,
  tin: openTin(vault, memberId, row.tin),
  address: openAddress(vault, memberId, row.address),
});

/** Whether the member has anything stored: changing it then needs a recent step-up. */
export const hasPayee = (row: StoredPayee): boolean =>
  row.identity_number !== null || row.tin !== null || row.address !== null;

/** What the payee rule needs that the row lacks (domain/payee-identity.ts). */
export const missingOf = (row: StoredPayee): ReadonlyArray<PayeePart> =>
  missingPayeeParts({ identity: row.identity_number !== null, tin: row.tin !== null, address: row.address !== null });

/**
 * The profile's payee fields: the number and the TIN masked, the address in full (it is the
 * member's own, and the form edits it), what a payout still needs, and whether it is needed.
 */
export const shownPayee = (vault: Keyring, memberId: number, row: StoredPayee, required: boolean) => {
  const address = openAddress(vault, memberId, row.address);
  return {
    identityType: row.identity_number === null ? null : row.identity_type,
    identityNumber: maskIdentity(row.identity_last4),
    identityCountry: row.identity_number === null ? null : row.identity_country,
    tin: maskIdentity(row.tin_last4),
    tinStatus: row.tin === null ? null : row.tin_status,
    residentialAddressLine1: address?.line1 ?? null,
    residentialAddressLine2: address?.line2 ?? null,
    residentialPostcode: address?.postcode ?? null,
    residentialCity: address?.city ?? null,
    residentialState: address?.state ?? null,
    residentialCountry: address?.country ?? null,
    payeeDetailsRequired: required,
    payeeDetailsMissing: required ? missingOf(row) : [],
  };
};

/** Another save changed the details while MyInvois was asked about this one's: 409, try again. */
export class PayeeChanged extends Data.TaggedError("PayeeChanged")<{}> {
  override get message() {
    return "Your tax details were changed by another save meanwhile: reload the page and try again";
  }
}

/** Of `ids`, the members a close under EINVOICE=on holds: their identity, TIN or address is missing. */
export const membersMissingPayee = (sql: Sql, ids: ReadonlyArray<number>) =>
  ids.length === 0
    ? Effect.succeed([] as ReadonlyArray<number>)
    : Effect.map(
        sql.query<{ member_id: number }>(
          `SELECT i.member_id FROM unnest($1::int[]) AS i (member_id)
             LEFT JOIN payee_identities p ON p.member_id = i.member_id
            WHERE p.identity_number IS NULL OR p.tin IS NULL OR p.address IS NULL
            ORDER BY i.member_id`,
          [ids],
        ),
        (rows) => rows.map((r) => r.member_id),
      );

/** A member's own missing parts, for their payout summary. */
export const missingPayeeOf = (sql: Sql, memberId: number) => Effect.map(readPayee(sql, memberId, false), missingOf);

/** Erasure: the row goes, and with it every sealed value. */
export const forgetPayee = (tx: Sql, memberId: number) =>
  Effect.asVoid(tx.query(`DELETE FROM payee_identities WHERE member_id = $1`, [memberId]));
