import { Effect } from "effect";
import { sealPayee } from "../modules/payee/sealing.ts";
import { BankVault } from "../platform/crypto/bank-vault.ts";
import { Database } from "../platform/db/database.ts";
import type { TestRuntime } from "./harness.ts";

// The settings of a company that e-invoices (decision 58), valid as docs/tax.md describes them:
// for the tests that run with EINVOICE=on.
export const COMPANY_ENV: Readonly<Record<string, string>> = {
  EINVOICE: "on",
  COMPANY_NAME: "Jemput Sdn. Bhd.",
  COMPANY_SSM: "202301012345",
  COMPANY_TIN: "C25845632020",
  COMPANY_ADDRESS: "Level 8, Menara Jemput, 12 Jalan Ampang, 50450 Kuala Lumpur",
  COMPANY_MSIC: "73100",
  COMPANY_PHONE: "+60312345678",
  COMPANY_EMAIL: "finance@jemput.my",
};

/** The company's details alone, without EINVOICE: what a CP58 names as its payer (decision 63). */
export const COMPANY_SETTINGS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COMPANY_ENV).filter(([name]) => name !== "EINVOICE"),
);

/**
 * A member's payee details written straight into payee_identities, sealed as the profile seals
 * them: for tests of what comes after (e-invoices), where the profile's own checks are not the
 * subject and hundreds of members would wait on MyInvois's TIN-check rate limit.
 */
export const saveTestPayee = (
  t: TestRuntime,
  memberId: number,
  details: { readonly tin: string; readonly identityNumber: string },
) =>
  t.run(
    Effect.gen(function* () {
      const db = yield* Database;
      const sealed = sealPayee(yield* BankVault, memberId, {
        identityType: "mykad",
        identityNumber: details.identityNumber,
        identityCountry: null,
        tin: details.tin,
        address: {
          line1: `${memberId} Jalan Melur`,
          line2: null,
          postcode: "53100",
          city: "Kuala Lumpur",
          state: "Kuala Lumpur",
          country: "MY",
        },
      });
      yield* db.query(
        `INSERT INTO payee_identities (member_id, identity_type, identity_number, identity_hash, identity_last4, tin,
                                       tin_hash, tin_last4, tin_status, address, key_id, updated_at)
         VALUES ($1, 'mykad', $2, $3, $4, $5, $6, $7, 'valid', $8, $9, now())
         ON CONFLICT (member_id) DO UPDATE SET tin = EXCLUDED.tin, tin_hash = EXCLUDED.tin_hash, tin_last4 = EXCLUDED.tin_last4`,
        [
          memberId,
          sealed.identity_number,
          sealed.identity_hash,
          sealed.identity_last4,
          sealed.tin,
          sealed.tin_hash,
          sealed.tin_last4,
          sealed.address,
          sealed.key_id,
        ],
      );
    }),
  );
