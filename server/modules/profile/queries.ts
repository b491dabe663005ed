import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../domain/languages.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { SHOWN_COLUMNS, shownFrom, type ShownColumns } from "../bank-accounts/store.ts";
import { EInvoicing } from "../../platform/config/einvoice.ts";
import { PAYEE_COLUMNS, shownPayee, storedFrom } from "../payee/store.ts";

// The member's own profile, as GET /api/profile and the auth result's `user` show it.
export const PROFILE_DETAIL_FIELDS = [
  "dateOfBirth",
  "gender",
  "ethnicity",
  "maritalStatus",
  "numberOfChildren",
  "state",
  "city",
  "timezone",
  "bio",
  "languages",
  "influencerCategories",
  "socialMediaLinks",
  "bankAccountHolderName",
  "bankName",
  "bankAccountNumber",
  "deliveryAddressLine1",
  "deliveryAddressLine2",
  "deliveryCity",
  "deliveryState",
  "deliveryPostalCode",
  "deliveryCountry",
] as const;

/** The details kept sealed in bank_accounts rather than in the details document. */
export const BANK_FIELDS = ["bankAccountHolderName", "bankName", "bankAccountNumber"] as const;

/** The details that are lists: stored as [] when the form sends none, never as null. */
export const PROFILE_LIST_FIELDS = ["languages", "influencerCategories"] as const;

const DEFAULTS: Record<string, unknown> = {
  dateOfBirth: null,
  gender: null,
  ethnicity: null,
  maritalStatus: null,
  numberOfChildren: 0,
  state: null,
  city: null,
  timezone: "Asia/Kuala_Lumpur",
  bio: "",
  languages: [],
  influencerCategories: [],
  socialMediaLinks: {},
  bankAccountHolderName: "",
  bankName: "",
  bankAccountNumber: "",
  paymentMethod: "bank_account",
  bankCode: null,
  duitNowIdType: null,
  duitNowId: "",
  duitNowIdCountry: null,
  deliveryAddressLine1: "",
  deliveryAddressLine2: "",
  deliveryCity: "",
  deliveryState: "",
  deliveryPostalCode: "",
  deliveryCountry: "Malaysia",
};

interface ProfileRow extends ShownColumns {
  member_id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  details: Record<string, unknown>;
  profile_picture: string | null;
  referral_code: string;
  is_admin: boolean;
  joined_at: Date;
  language: string;
}

export const loadProfile = (sql: Sql, memberId: number) =>
  Effect.gen(function* () {
    const [row] = yield* sql.query<ProfileRow>(
      `SELECT p.member_id, p.email, p.first_name, p.last_name, p.phone_number, p.details, p.profile_picture, p.language,
              m.referral_code, m.is_admin, m.joined_at, ${SHOWN_COLUMNS}, ${PAYEE_COLUMNS}
         FROM profiles p JOIN members m USING (member_id)
         LEFT JOIN bank_accounts a ON a.member_id = p.member_id
         LEFT JOIN payee_identities pi ON pi.member_id = p.member_id
        WHERE p.member_id = $1`,
      [memberId],
    );
    if (!row) return yield* Effect.fail(new NotFound({ what: "Member" }));
    const details: Record<string, unknown> = {};
    for (const field of PROFILE_DETAIL_FIELDS) details[field] = row.details[field] ?? DEFAULTS[field];
    // Bank details are kept sealed apart from the other details (bank-accounts/store.ts).
    const vault = yield* BankVault;
    const account = shownFrom(vault, memberId, row);
    for (const [field, value] of Object.entries(account)) details[field] = value ?? DEFAULTS[field];
    // So are the payee details (decision 58), the numbers masked.
    const payee = shownPayee(vault, memberId, storedFrom(row), yield* EInvoicing);
    return {
      id: row.member_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phoneNumber: row.phone_number,
      ...details,
      ...payee,
      profilePicture: row.profile_picture,
      isAdmin: row.is_admin,
      referralId: row.referral_code,
      createdAt: row.joined_at.toISOString(),
      language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    };
  });
