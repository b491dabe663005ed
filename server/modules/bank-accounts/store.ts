import { Effect } from "effect";
import { isMaskedAccount } from "../../../domain/bank-account.ts";
import { bankByCode, bankForName, type MalaysianBank } from "../../../domain/malaysian-banks.ts";
import {
  CHOOSE_BANK,
  checkAccountNumber,
  checkDuitNowId,
  type DuitNowIdType,
  type PaymentMethod,
} from "../../../domain/payout-destination.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { destinationChecks } from "./destination-checks.ts";
import { maskedAccount, openAccount, openHolder, seal } from "./sealing.ts";

// A member's bank account as the profile shows and saves it (decision 20): an account at a bank
// of the list, or a DuitNow ID in its place (decision 29), either one sealed in `account`.

interface Row {
  bank: string | null;
  bank_code: string | null;
  method: PaymentMethod;
  proxy_type: DuitNowIdType | null;
  proxy_country: string | null;
  holder: Buffer | null;
  account: Buffer | null;
  account_hash: Buffer | null;
  account_last4: string | null;
  key_id: string | null;
}

/**
 * What the member sees of their account: the holder and bank, the number or DuitNow ID masked.
 * A bank name without a code is one typed before the list that names no bank on it (unverified).
 */
export interface ShownAccount {
  readonly bankAccountHolderName: string | null;
  readonly paymentMethod: PaymentMethod;
  readonly bankCode: string | null;
  readonly bankName: string | null;
  readonly bankAccountNumber: string | null;
  readonly duitNowIdType: DuitNowIdType | null;
  readonly duitNowId: string | null;
  readonly duitNowIdCountry: string | null;
}

/** The columns `shownFrom` reads, as a query selects them from bank_accounts (all null without a row). */
export const SHOWN_COLUMNS =
  "a.bank AS bank_name, a.holder AS bank_holder, a.account_last4 AS bank_last4, a.bank_code, a.method AS bank_method, a.proxy_type AS bank_proxy_type, a.proxy_country AS bank_proxy_country";

export interface ShownColumns {
  readonly bank_name: string | null;
  readonly bank_holder: Buffer | null;
  readonly bank_last4: string | null;
  readonly bank_code: string | null;
  readonly bank_method: PaymentMethod | null;
  readonly bank_proxy_type: DuitNowIdType | null;
  readonly bank_proxy_country: string | null;
}

/**
 * What the member sees of their account, from columns read in the same statement as the rest of
 * their profile: one snapshot, so a save committing in between cannot mix two saves in one answer.
 */
export const shownFrom = (vault: Keyring, memberId: number, row: ShownColumns): ShownAccount => {
  const duitNow = row.bank_method === "duitnow";
  return {
    bankAccountHolderName: openHolder(vault, memberId, row.bank_holder),
    paymentMethod: duitNow ? "duitnow" : "bank_account",
    bankCode: row.bank_code,
    bankName: row.bank_name,
    bankAccountNumber: duitNow ? null : maskedAccount(row.bank_last4),
    duitNowIdType: row.bank_proxy_type,
    duitNowId: duitNow ? maskedAccount(row.bank_last4) : null,
    duitNowIdCountry: row.bank_proxy_country,
  };
};

/** What the profile form sends; left out, the method is a bank account and the rest none. */
export interface AccountInput {
  readonly holder: string | null;
  /** Digits, or the masked value the form was given (which keeps the stored number). */
  readonly account: string | null;
  readonly method?: PaymentMethod;
  readonly bankCode?: string | null;
  /** A bank's name from a caller that predates the list: taken only when it names one bank on it. */
  readonly bank?: string | null;
  readonly duitNowIdType?: DuitNowIdType | null;
  /** The ID, or the masked value the form was given (which keeps the stored ID). */
  readonly duitNowId?: string | null;
  readonly duitNowIdCountry?: string | null;
}

/** Where the money goes, checked and canonical, before it is compared and sealed. */
interface Destination {
  readonly method: PaymentMethod;
  readonly bank: MalaysianBank | null;
  /** Account digits or the DuitNow ID; "" for none. */
  readonly value: string;
  readonly proxyType: DuitNowIdType | null;
  readonly proxyCountry: string | null;
}

const refuse = (field: string, message: string) =>
  Effect.fail(new ValidationError({ error: message, fields: { [field]: message } }));

/**
 * The form's destination, checked: a bank by its code (or by an older client's name when it
 * names exactly one), an account number of a length that bank issues, or a well-formed DuitNow
 * ID. A masked value keeps what is stored, opened here only to check it against the new choice.
 */
const destinationOf = (vault: Keyring, memberId: number, form: AccountInput, stored: Row, at: Date) =>
  Effect.gen(function* () {
    const input = {
      bankCode: form.bankCode ?? null,
      bank: form.bank ?? null,
      account: form.account,
      duitNowIdType: form.duitNowIdType ?? null,
      duitNowId: form.duitNowId ?? null,
      duitNowIdCountry: form.duitNowIdCountry ?? null,
    };
    if (form.method === "duitnow") {
      if (input.duitNowIdType === null)
        return yield* refuse("duitNowIdType", "Please choose the kind of DuitNow ID (Sila pilih jenis ID DuitNow)");
      const kept = input.duitNowId !== null && isMaskedAccount(input.duitNowId);
      const keeps = kept && stored.method === "duitnow" && stored.proxy_type === input.duitNowIdType;
      if (kept && (!keeps || stored.account === null))
        return yield* refuse("duitNowId", "Please enter your DuitNow ID (Sila masukkan ID DuitNow anda)");
      const typed = keeps ? openAccount(vault, memberId, stored.account)! : (input.duitNowId ?? "");
      const checked = checkDuitNowId(
        { type: input.duitNowIdType, id: typed, country: input.duitNowIdCountry },
        destinationChecks,
        at,
      );
      if (!checked.ok) return yield* refuse(checked.field, checked.problem);
      return {
        method: "duitnow",
        bank: null,
        value: checked.id,
        proxyType: input.duitNowIdType,
        proxyCountry: checked.country,
      } satisfies Destination;
    }
    const bank = input.bankCode !== null ? bankByCode(input.bankCode) : bankForName(input.bank);
    if (input.bankCode !== null && bank === null) return yield* refuse("bankCode", CHOOSE_BANK);
    if (input.bankCode === null && input.bank !== null && bank === null) return yield* refuse("bankName", CHOOSE_BANK);
    const kept = input.account !== null && isMaskedAccount(input.account);
    // The masked value of a number removed meanwhile (another save) keeps nothing: ask for it.
    if (kept && (stored.account === null || stored.method !== "bank_account"))
      return yield* refuse("bankAccountNumber", "Please enter the account number");
    const typed = kept ? openAccount(vault, memberId, stored.account)! : (input.account ?? "");
    let value = "";
    if (typed !== "") {
      if (bank === null) return yield* refuse("bankCode", CHOOSE_BANK);
      const checked = checkAccountNumber(bank.code, typed);
      if (!checked.ok) return yield* refuse("bankAccountNumber", checked.problem);
      value = checked.value;
    }
    return { method: "bank_account", bank, value, proxyType: null, proxyCountry: null } satisfies Destination;
  });

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
      `SELECT bank, bank_code, method, proxy_type, proxy_country, holder, account, account_hash, account_last4, key_id
         FROM bank_accounts WHERE member_id = $1 FOR UPDATE`,
      [memberId],
    );
    const stored: Row = row ?? {
      bank: null,
      bank_code: null,
      method: "bank_account",
      proxy_type: null,
      proxy_country: null,
      holder: null,
      account: null,
      account_hash: null,
      account_last4: null,
      key_id: null,
    };
    const hadAccount = stored.holder !== null || stored.account_hash !== null || stored.bank !== null;
    const next = yield* destinationOf(vault, memberId, input, stored, at);
    // Compared by keyed hash: a number typed again is the same number without opening the stored one.
    const sameValue =
      stored.account_hash === null
        ? next.value === ""
        : next.value !== "" && vault.digest(next.value, stored.key_id!).equals(stored.account_hash);
    const sameHolder = openHolder(vault, memberId, stored.holder) === input.holder;
    const bankName = next.bank?.name ?? null;
    const changed =
      !sameValue ||
      !sameHolder ||
      stored.bank !== bankName ||
      stored.bank_code !== (next.bank?.code ?? null) ||
      stored.method !== next.method ||
      stored.proxy_type !== next.proxyType ||
      stored.proxy_country !== next.proxyCountry;
    if (!changed) return { changed, hadAccount, last4: stored.account_last4 } satisfies AccountChange;
    // A kept value is sealed again beside a changed holder or bank, so a row is always under one key.
    const sealed = seal(vault, memberId, input.holder, next.value === "" ? null : next.value);
    yield* tx.query(
      `INSERT INTO bank_accounts (member_id, bank, holder, account, account_hash, account_last4, key_id, updated_at,
                                  bank_code, method, proxy_type, proxy_country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (member_id) DO UPDATE SET bank = $2, holder = $3, account = $4, account_hash = $5,
         account_last4 = $6, key_id = $7, updated_at = $8, bank_code = $9, method = $10, proxy_type = $11,
         proxy_country = $12`,
      [
        memberId,
        bankName,
        sealed.holder,
        sealed.account,
        sealed.account_hash,
        sealed.account_last4,
        sealed.key_id,
        at,
        next.bank?.code ?? null,
        next.method,
        next.proxyType,
        next.proxyCountry,
      ],
    );
    return { changed, hadAccount, last4: sealed.account_last4 } satisfies AccountChange;
  });
