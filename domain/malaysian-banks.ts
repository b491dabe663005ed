// The banks a member can be paid at: the licensed commercial and Islamic banks of Malaysia that
// take part in Interbank GIRO (IBG) and DuitNow, each with its SWIFT/BIC code (what a bulk
// payment file names the beneficiary's bank by) and the lengths of the account numbers it issues.
//
// Sources, compiled 2026-05: Bank Negara Malaysia's list of licensed banks and licensed Islamic
// banks (bnm.gov.my, "List of Licensed Financial Institutions"), PayNet's list of IBG and DuitNow
// participants (paynet.my), and each bank's published SWIFT code. Where published lists
// disagreed, the code the bank itself gives for incoming transfers was taken: Agrobank
// AGOBMYK1 (some lists show AGOBMYKL), Public Islamic PIBEMYK1, Alliance Islamic ALSRMYKL and
// Standard Chartered Saadiq SCSRMYKK. MBSB Bank keeps AFBQMYKL, the code of Asian Finance Bank
// it was merged from; United Overseas Bank (Malaysia) is UOVBMYKL.
//
// Account number lengths are what each bank issues for personal savings and current accounts
// today. Banks do not publish them; these come from their own account-opening material and
// IBG validation tables. Where that was not certain the bank allows any length from 10 to 16
// digits (ANY_LENGTH, marked below): a wrong guess must never stop a member saving a real
// account, and IBG checks the number against the name before paying anyway. Digital banks
// (GXBank, Boost Bank, AEON Bank) are left out until they publish a BIC for IBG; their
// customers can use a DuitNow ID instead.

export interface MalaysianBank {
  /** The SWIFT/BIC code (8 characters): also the code the profile saves. */
  readonly code: string;
  /** The name members know it by, as the form lists it. */
  readonly name: string;
  /** The bank's registered name. */
  readonly legalName: string;
  readonly islamic: boolean;
  /** How many digits its account numbers have. */
  readonly accountLengths: ReadonlyArray<number>;
  /** Other names members wrote for it before the list existed, matched exactly (see `bankForName`). */
  readonly aliases: ReadonlyArray<string>;
}

/** Any length from 10 to 16 digits, for banks whose lengths are not certain. */
export const ANY_LENGTH: ReadonlyArray<number> = [10, 11, 12, 13, 14, 15, 16];

const bank = (
  code: string,
  name: string,
  legalName: string,
  accountLengths: ReadonlyArray<number>,
  aliases: ReadonlyArray<string> = [],
): MalaysianBank => ({
  code,
  name,
  legalName,
  islamic: /islam|amanah|al-amin|saadiq|muamalat|rajhi|kuwait/i.test(legalName),
  accountLengths,
  aliases,
});

export const MALAYSIAN_BANKS: ReadonlyArray<MalaysianBank> = [
  bank("MBBEMYKL", "Maybank", "Malayan Banking Berhad", [12], ["malayan banking", "mbb", "maybank2u"]),
  bank("MBISMYKL", "Maybank Islamic", "Maybank Islamic Berhad", [12]),
  bank("CIBBMYKL", "CIMB Bank", "CIMB Bank Berhad", [10, 14], ["cimb"]),
  bank("CTBBMYKL", "CIMB Islamic", "CIMB Islamic Bank Berhad", [10, 14]),
  bank("PBBEMYKL", "Public Bank", "Public Bank Berhad", [10], ["pbb", "public"]),
  bank("PIBEMYK1", "Public Islamic Bank", "Public Islamic Bank Berhad", [10], ["public islamic"]),
  bank("RHBBMYKL", "RHB Bank", "RHB Bank Berhad", [14], ["rhb"]),
  bank("RHBAMYKL", "RHB Islamic", "RHB Islamic Bank Berhad", [14]),
  bank("HLBBMYKL", "Hong Leong Bank", "Hong Leong Bank Berhad", [11, 12], ["hong leong", "hlb"]),
  bank("HLIBMYKL", "Hong Leong Islamic", "Hong Leong Islamic Bank Berhad", [11, 12]),
  bank("ARBKMYKL", "AmBank", "AmBank (M) Berhad", [13], ["am bank"]),
  bank("AISLMYKL", "AmBank Islamic", "AmBank Islamic Berhad", [13], ["amislamic"]),
  bank("UOVBMYKL", "UOB Malaysia", "United Overseas Bank (Malaysia) Bhd", [10], ["uob", "united overseas bank"]),
  bank("BKRMMYKL", "Bank Rakyat", "Bank Kerjasama Rakyat Malaysia Berhad", [12], ["rakyat"]),
  bank("OCBCMYKL", "OCBC Bank", "OCBC Bank (Malaysia) Berhad", ANY_LENGTH, ["ocbc"]), // 10 is usual; older 12
  bank("OABBMYKL", "OCBC Al-Amin", "OCBC Al-Amin Bank Berhad", ANY_LENGTH),
  bank("HBMBMYKL", "HSBC Bank", "HSBC Bank Malaysia Berhad", [12], ["hsbc"]),
  bank("HMABMYKL", "HSBC Amanah", "HSBC Amanah Malaysia Berhad", [12]),
  bank("BIMBMYKL", "Bank Islam", "Bank Islam Malaysia Berhad", [14]),
  bank("PHBMMYKL", "Affin Bank", "Affin Bank Berhad", [12], ["affin"]),
  bank("AIBBMYKL", "Affin Islamic", "Affin Islamic Bank Berhad", ANY_LENGTH),
  bank("MFBBMYKL", "Alliance Bank", "Alliance Bank Malaysia Berhad", [15], ["alliance"]),
  bank("ALSRMYKL", "Alliance Islamic", "Alliance Islamic Bank Berhad", [15]),
  bank("SCBLMYKX", "Standard Chartered", "Standard Chartered Bank Malaysia Berhad", [11], ["standard chartered bank"]),
  bank("SCSRMYKK", "Standard Chartered Saadiq", "Standard Chartered Saadiq Berhad", ANY_LENGTH),
  bank("BSNAMYK1", "BSN", "Bank Simpanan Nasional", [16], ["bank simpanan nasional", "simpanan nasional"]),
  bank("AGOBMYK1", "Agrobank", "Bank Pertanian Malaysia Berhad", [16], ["agro bank", "bank pertanian"]),
  bank("BMMBMYKL", "Bank Muamalat", "Bank Muamalat Malaysia Berhad", [14], ["muamalat"]),
  bank("AFBQMYKL", "MBSB Bank", "MBSB Bank Berhad", ANY_LENGTH, ["mbsb"]),
  bank("RJHIMYKL", "Al Rajhi Bank", "Al Rajhi Banking & Investment Corporation (Malaysia) Berhad", [15], ["al rajhi"]),
  bank("CITIMYKL", "Citibank", "Citibank Berhad", [10], ["citi"]),
  bank("KFHOMYKL", "Kuwait Finance House", "Kuwait Finance House (Malaysia) Berhad", ANY_LENGTH, ["kfh"]),
  bank("BKCHMYKL", "Bank of China", "Bank of China (Malaysia) Berhad", ANY_LENGTH),
  bank("ICBKMYKL", "ICBC Malaysia", "Industrial and Commercial Bank of China (Malaysia) Berhad", ANY_LENGTH, ["icbc"]),
];

const BY_CODE = new Map(MALAYSIAN_BANKS.map((b) => [b.code, b]));

export const bankByCode = (code: string | null | undefined): MalaysianBank | null =>
  (code && BY_CODE.get(code)) || null;

/**
 * A bank's name reduced to what tells it apart: lower case, "&" as "and", punctuation and the
 * words every name carries ("berhad", "bhd", "(m)", "malaysia", "the") dropped.
 */
export const nameKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((word) => word !== "" && !["berhad", "bhd", "m", "malaysia", "the", "ltd", "limited"].includes(word))
    .join(" ");

// Every key a bank answers to; the domain tests check no key names two banks.
const BY_NAME = new Map<string, MalaysianBank>();
for (const b of MALAYSIAN_BANKS)
  for (const key of [b.name, b.legalName, b.code, ...b.aliases].map(nameKey)) BY_NAME.set(key, b);

/** Every name key with the banks it names: more than one would make a name ambiguous. */
export const nameKeys = (): ReadonlyMap<string, ReadonlyArray<string>> => {
  const keys = new Map<string, Array<string>>();
  for (const b of MALAYSIAN_BANKS)
    for (const key of new Set([b.name, b.legalName, b.code, ...b.aliases].map(nameKey)))
      keys.set(key, [...(keys.get(key) ?? []), b.code]);
  return keys;
};

/**
 * The bank a free-text name means, when it means exactly one ("Maybank", "CIMB Bank Bhd",
 * "Public Bank Berhad"); null otherwise ("Secret Bank", "Maybank or CIMB", a typo). Names are
 * compared whole, never by a part, so "Bank Islam" is not taken for any Islamic bank.
 */
export const bankForName = (name: string | null | undefined): MalaysianBank | null =>
  name ? (BY_NAME.get(nameKey(name)) ?? null) : null;
