import type { ResidentialAddress } from "../../../domain/payee-identity.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";

// What one member's payee details look like sealed, and back (decision 58): the identity number,
// the TIN and the residential address, each sealed under the bank data key (decision 20) and bound
// to its member and field, so a ciphertext moved to another row or column does not open.

export const identityContext = (memberId: number) => `identity:${memberId}`;
export const tinContext = (memberId: number) => `tin:${memberId}`;
export const addressContext = (memberId: number) => `address:${memberId}`;

/** The payee details in the clear, as the app checked and made them canonical. */
export interface PayeeDetails {
  readonly identityType: "mykad" | "passport" | null;
  readonly identityNumber: string | null;
  readonly identityCountry: string | null;
  readonly tin: string | null;
  readonly address: ResidentialAddress | null;
}

/** The sealed columns of payee_identities, as a save or a rotation writes them. */
export interface SealedPayee {
  readonly identity_number: Buffer | null;
  readonly identity_hash: Buffer | null;
  readonly identity_last4: string | null;
  readonly tin: Buffer | null;
  readonly tin_hash: Buffer | null;
  readonly tin_last4: string | null;
  readonly address: Buffer | null;
  readonly key_id: string | null;
}

const lastFour = (value: string) => value.slice(-4);

export const sealPayee = (vault: Keyring, memberId: number, details: PayeeDetails): SealedPayee => {
  const { identityNumber: id, tin, address } = details;
  const sealsSomething = id !== null || tin !== null || address !== null;
  return {
    identity_number: id === null ? null : vault.seal(id, identityContext(memberId)),
    identity_hash: id === null ? null : vault.digest(id),
    identity_last4: id === null ? null : lastFour(id),
    tin: tin === null ? null : vault.seal(tin, tinContext(memberId)),
    tin_hash: tin === null ? null : vault.digest(tin),
    tin_last4: tin === null ? null : lastFour(tin),
    address: address === null ? null : vault.seal(JSON.stringify(address), addressContext(memberId)),
    key_id: sealsSomething ? vault.currentId : null,
  };
};

export const openIdentity = (vault: Keyring, memberId: number, sealed: Buffer | null): string | null =>
  sealed === null ? null : vault.open(sealed, identityContext(memberId));

export const openTin = (vault: Keyring, memberId: number, sealed: Buffer | null): string | null =>
  sealed === null ? null : vault.open(sealed, tinContext(memberId));

export const openAddress = (vault: Keyring, memberId: number, sealed: Buffer | null): ResidentialAddress | null =>
  sealed === null ? null : (JSON.parse(vault.open(sealed, addressContext(memberId))) as ResidentialAddress);
