import { lastFour, maskAccount } from "../../../domain/bank-account.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";

// What one member's bank account looks like sealed, and back. The holder and the account are
// each bound to their member and field, so a ciphertext moved to another row does not open.
// The account column holds an account number's digits or a DuitNow ID (decision 29), each as
// the caller made it canonical: sealing keeps the value exactly, so a rotation re-seals the same.

export const holderContext = (memberId: number) => `holder:${memberId}`;
export const accountContext = (memberId: number) => `account:${memberId}`;

/** The columns a bank account is stored in (bank_accounts, and copied to payout_bank_details). */
export interface SealedAccount {
  readonly holder: Buffer | null;
  readonly account: Buffer | null;
  readonly account_hash: Buffer | null;
  readonly account_last4: string | null;
  readonly key_id: string | null;
}

export const seal = (
  vault: Keyring,
  memberId: number,
  holder: string | null,
  account: string | null,
): SealedAccount => {
  const digits = account === null ? "" : account.trim();
  const sealsSomething = (holder ?? "") !== "" || digits !== "";
  return {
    holder: holder ? vault.seal(holder, holderContext(memberId)) : null,
    account: digits ? vault.seal(digits, accountContext(memberId)) : null,
    account_hash: digits ? vault.digest(digits) : null,
    account_last4: digits ? lastFour(digits) : null,
    key_id: sealsSomething ? vault.currentId : null,
  };
};

export const openHolder = (vault: Keyring, memberId: number, sealed: Buffer | null): string | null =>
  sealed === null ? null : vault.open(sealed, holderContext(memberId));

/** The full account number: for the bank's payment file only. */
export const openAccount = (vault: Keyring, memberId: number, sealed: Buffer | null): string | null =>
  sealed === null ? null : vault.open(sealed, accountContext(memberId));

export const maskedAccount = (last4: string | null): string | null => maskAccount(last4);
