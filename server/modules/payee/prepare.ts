import { Effect } from "effect";
import {
  checkAddress,
  checkIdentity,
  checkTin,
  IDENTITY_RULES,
  isMaskedIdentity,
  type IdentityType,
  type ResidentialAddress,
  type TinStatus,
} from "../../../domain/payee-identity.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import type { Sql } from "../../platform/db/database.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { MyInvois } from "../../platform/myinvois/client.ts";
import { destinationChecks } from "../bank-accounts/destination-checks.ts";
import { requireRecentStepUp } from "../credentials/step-up.ts";
import type { PayeeDetails } from "./sealing.ts";
import { hasPayee, openPayee, readPayee, type StoredPayee } from "./store.ts";

// A save's payee details, checked before its transaction (decision 58): the form's values made
// canonical, a masked value resolved to what is stored, and a new TIN (or a TIN beside a new
// identity) confirmed with MyInvois when it is configured. MyInvois is asked outside the
// transaction, so no row stays locked while LHDN answers; the save then writes only if the row
// is still as read here (save.ts).

/** What the profile form sends of the payee details; blank is none. */
export interface PayeeInput {
  readonly identityType?: IdentityType | null;
  readonly identityNumber?: string | null;
  readonly identityCountry?: string | null;
  readonly tin?: string | null;
  readonly residentialAddressLine1?: string | null;
  readonly residentialAddressLine2?: string | null;
  readonly residentialPostcode?: string | null;
  readonly residentialCity?: string | null;
  readonly residentialState?: string | null;
  readonly residentialCountry?: string | null;
}

export interface PreparedPayee {
  readonly next: PayeeDetails;
  readonly changed: boolean;
  readonly tinStatus: TinStatus | null;
  readonly tinCheckedAt: Date | null;
  /** When the row read here was last written: the save refuses a row written since. */
  readonly readAt: Date | null;
}

const refuse = (field: string, message: string) =>
  Effect.fail(new ValidationError({ error: message, fields: { [field]: message } }));

const blank = (value: string | null | undefined) => (value ?? "").trim() === "";

const sameAddress = (a: ResidentialAddress | null, b: ResidentialAddress | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The form's values, checked and canonical; a masked number or TIN is the stored one. */
const nextOf = (input: PayeeInput, stored: PayeeDetails, at: Date) =>
  Effect.gen(function* () {
    const typed = input.identityNumber ?? "";
    let identity: Pick<PayeeDetails, "identityType" | "identityNumber" | "identityCountry"> = {
      identityType: null,
      identityNumber: null,
      identityCountry: null,
    };
    if (!blank(typed)) {
      const kept = isMaskedIdentity(typed.trim());
      if (kept && (stored.identityNumber === null || stored.identityType !== (input.identityType ?? null)))
        return yield* refuse("identityNumber", IDENTITY_RULES.masked);
      const checked = checkIdentity(
        {
          type: input.identityType ?? null,
          number: kept ? stored.identityNumber! : typed,
          country: input.identityCountry ?? null,
        },
        destinationChecks.isCountry,
        at,
      );
      if (!checked.ok) return yield* refuse(checked.field, checked.problem);
      identity = { identityType: checked.type, identityNumber: checked.number, identityCountry: checked.country };
    }
    let tin: string | null = null;
    const typedTin = (input.tin ?? "").trim();
    if (typedTin !== "") {
      if (isMaskedIdentity(typedTin)) {
        if (stored.tin === null) return yield* refuse("tin", IDENTITY_RULES.masked);
        tin = stored.tin;
      } else {
        const checked = checkTin(typedTin);
        if (!checked.ok) return yield* refuse("tin", checked.problem);
        tin = checked.value;
      }
    }
    const address = checkAddress(
      {
        line1: input.residentialAddressLine1,
        line2: input.residentialAddressLine2,
        postcode: input.residentialPostcode,
        city: input.residentialCity,
        state: input.residentialState,
        country: input.residentialCountry,
      },
      destinationChecks.isCountry,
    );
    if (address !== null && !address.ok) return yield* refuse(address.field, address.problem);
    return { ...identity, tin, address: address?.address ?? null } satisfies PayeeDetails;
  });

/**
 * Checks the form's payee details against what `sql` holds now, and asks MyInvois about a TIN
 * that is new or beside a new identity. A change to details the member had needs a recent
 * step-up, looked at before MyInvois is asked, so a session without one cannot try TINs there.
 */
export const preparePayee = (
  sql: Sql,
  caller: { readonly memberId: number; readonly tokenHash: string },
  input: PayeeInput,
  at: Date,
) =>
  Effect.gen(function* () {
    const vault = yield* BankVault;
    const myInvois = yield* MyInvois;
    const row: StoredPayee = yield* readPayee(sql, caller.memberId, false);
    const stored = openPayee(vault, caller.memberId, row);
    const next = yield* nextOf(input, stored, at);
    const identityChanged =
      next.identityType !== stored.identityType ||
      next.identityNumber !== stored.identityNumber ||
      next.identityCountry !== stored.identityCountry;
    const tinChanged = next.tin !== stored.tin;
    const changed = identityChanged || tinChanged || !sameAddress(next.address, stored.address);
    if (changed && hasPayee(row)) yield* requireRecentStepUp(sql, caller.tokenHash, at);
    const unchanged = { next, changed, readAt: row.updated_at };
    if (next.tin === null) return { ...unchanged, tinStatus: null, tinCheckedAt: null } satisfies PreparedPayee;
    if (!tinChanged && !identityChanged)
      return { ...unchanged, tinStatus: row.tin_status, tinCheckedAt: row.tin_checked_at } satisfies PreparedPayee;
    if (!myInvois.configured)
      return { ...unchanged, tinStatus: "unchecked", tinCheckedAt: null } satisfies PreparedPayee;
    // MyInvois checks a TIN with the identity it belongs to: without one there is nothing to ask.
    if (next.identityNumber === null) return yield* refuse("identityNumber", IDENTITY_RULES.missing);
    const answer = yield* myInvois.validateTin(
      next.tin,
      next.identityType === "mykad" ? "NRIC" : "PASSPORT",
      next.identityNumber,
    );
    if (!answer.valid) return yield* refuse("tin", `MyInvois (LHDN) did not accept this TIN: ${answer.answer}`);
    return { ...unchanged, tinStatus: "valid", tinCheckedAt: at } satisfies PreparedPayee;
  });
