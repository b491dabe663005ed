import { Effect } from "effect";
import { accountDigits, isMaskedAccount } from "../../../domain/bank-account.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { maskedAccount, openAccount, openHolder, seal } from "./sealing.ts";

// A member's bank account as the profile shows and saves it (decision 20).

interface Row {
  bank: string | null;
  holder: Buffer | null;
  account: Buffer | null;
  account_hash: Buffer | null;
  account_last4: string | null;
  key_id: string | null;
}

/** What the member sees of their account: the holder and bank, the number masked. */
export interface ShownAccount {
  readonly bankAccountHolderName: string | null;
  readonly bankName: string | null;
  readonly bankAccountNumber: string | null;
}

/** The columns `shownFrom` reads, as a query selects them from bank_accounts (all null without a row). */
export const SHOWN_COLUMNS = "a.bank AS bank_name, a.holder AS bank_holder, a.account_last4 AS bank_last4";

export interface ShownColumns {
  readonly bank_name: string | null;
  readonly bank_holder: Buffer | null;
  readonly bank_last4: string | null;
}

/**
 * What the member sees of their account, from columns read in the same statement as the rest of
 * their profile: one snapshot, so a save committing in between cannot mix two saves in one answer.
 */
export const shownFrom = (vault: Keyring, memberId: number, row: ShownColumns): ShownAccount => ({
  bankAccountHolderName: openHolder(vault, memberId, row.bank_holder),
  bankName: row.bank_name,
  bankAccountNumber: maskedAccount(row.bank_last4),
});

export interface AccountInput {
  readonly holder: string | null;
  readonly bank: string | null;
  /** Digits, or the masked value the form was given (which keeps the stored number). */
  readonly account: string | null;
}

export interface AccountChange {
  /** Whether anything of the account differs from what was stored. */
  readonly changed: boolean;
  /** Whether the member had an account before: changing one needs a recent step-up. */
  readonly hadAccount: boolean;
  readonly last4: string | null;
}

/**
 * Compares the form's account with the stored one (the number by keyed hash, never opened) and,
 * when it differs, stores it sealed. Runs in the profile save's transaction; the row is locked
 * so two saves at once compare against what the other wrote.
 */
export const saveAccount = (tx: Sql, vault: Keyring, memberId: number, input: AccountInput, at: Date) =>
  Effect.gen(function* () {
    const [row] = yield* tx.query<Row>(
      `SELECT bank, holder, account, account_hash, account_last4, key_id FROM bank_accounts WHERE member_id = $1 FOR UPDATE`,
      [memberId],
    );
    const stored = row ?? {
      bank: null,
      holder: null,
      account: null,
      account_hash: null,
      account_last4: null,
      key_id: null,
    };
    const hadAccount = stored.holder !== null || stored.account_hash !== null || stored.bank !== null;
    const masked = input.account !== null && isMaskedAccount(input.account);
    // The masked value of a number removed meanwhile (another save) keeps nothing: ask for it.
    if (masked && stored.account === null) {
      const error = "Please enter the account number";
      return yield* Effect.fail(new ValidationError({ error, fields: { bankAccountNumber: error } }));
    }
    const keepsNumber = masked;
    // A kept number is opened only to seal it again beside a changed holder or bank, so a row is
    // always under one key.
    const digits = keepsNumber
      ? openAccount(vault, memberId, stored.account)!
      : input.account === null
        ? ""
        : accountDigits(input.account);
    const sameNumber = keepsNumber
      ? true
      : stored.account_hash === null
        ? digits === ""
        : digits !== "" && vault.digest(digits, stored.key_id!).equals(stored.account_hash);
    const sameHolder = openHolder(vault, memberId, stored.holder) === input.holder;
    const changed = !sameNumber || !sameHolder || stored.bank !== input.bank;
    if (!changed) return { changed, hadAccount, last4: stored.account_last4 } satisfies AccountChange;
    const sealed = seal(vault, memberId, input.holder, digits === "" ? null : digits);
    yield* tx.query(
      `INSERT INTO bank_accounts (member_id, bank, holder, account, account_hash, account_last4, key_id, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (member_id) DO UPDATE SET bank = $2, holder = $3, account = $4, account_hash = $5,
         account_last4 = $6, key_id = $7, updated_at = $8`,
      [
        memberId,
        input.bank,
        sealed.holder,
        sealed.account,
        sealed.account_hash,
        sealed.account_last4,
        sealed.key_id,
        at,
      ],
    );
    return { changed, hadAccount, last4: sealed.account_last4 } satisfies AccountChange;
  });
