import { Config as Settings, Context, Effect } from "effect";
import type { MyInvoisSettings } from "../myinvois/client.ts";
import { flag, refusal, secret, text, url } from "./settings.ts";

// E-invoicing (decision 58, docs/tax.md): EINVOICE=on makes the company's details required and
// checked at start, and makes a close hold the balance of a member whose identity, income tax
// number or address is missing. MyInvois, when its three settings are given, checks each TIN a
// member gives; without them only the TIN's format is checked and the member's record says so.

/** The paying company as LHDN's documents name the supplier; each null until given. */
export interface CompanyConfig {
  readonly name: string | null;
  /** The 12-digit SSM registration number (YYYYTTNNNNNN). */
  readonly ssm: string | null;
  /** The company's TIN as LHDN writes a non-individual's: C, its digits, ending in 0. */
  readonly tin: string | null;
  readonly address: string | null;
  /** The MSIC code of the company's business activity, 5 digits. */
  readonly msic: string | null;
  readonly phone: string | null;
  readonly email: string | null;
}

export interface EInvoiceConfig {
  readonly on: boolean;
  readonly company: CompanyConfig;
  /** Null unless MYINVOIS_API_URL, MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET are all given. */
  readonly myInvois: MyInvoisSettings | null;
  /**
   * The MyInvois portal a document's validation link points into ({portal}/{uuid}/share/{longId}):
   * MYINVOIS_PORTAL_URL, else the pre-production portal beside a pre-production API, else LHDN's.
   */
  readonly portalUrl: string;
}

const PORTAL = "https://myinvois.hasil.gov.my";
const PREPROD_PORTAL = "https://preprod.myinvois.hasil.gov.my";

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]{2,}$/;

// Each company setting's rule, checked only with EINVOICE=on: the reason names what is expected,
// never the value (an address or a number is not a secret, but the refusal stays short).
export const COMPANY_RULES: ReadonlyArray<readonly [keyof CompanyConfig, string, (value: string) => string | null]> = [
  ["name", "COMPANY_NAME", (v) => (v.length <= 300 ? null : "must be at most 300 characters")],
  [
    "ssm",
    "COMPANY_SSM",
    (v) =>
      /^(18[5-9]\d|19\d\d|20\d\d)0[1-6]\d{6}$/.test(v)
        ? null
        : "must be the 12-digit SSM registration number (year, entity type 01 to 06, serial), e.g. 202301012345",
  ],
  [
    "tin",
    "COMPANY_TIN",
    (v) =>
      /^C[1-9]\d{6,11}0$/.test(v)
        ? null
        : "must be the company's TIN as LHDN writes it: C, its digits without leading zeros, ending in 0 (e.g. C1234567890)",
  ],
  [
    "address",
    "COMPANY_ADDRESS",
    (v) =>
      /\b\d{5}\b/.test(v) && v.length <= 500
        ? null
        : "must be the registered address on one line with its 5-digit postcode, e.g. 12 Jalan Ampang, 50450 Kuala Lumpur",
  ],
  ["msic", "COMPANY_MSIC", (v) => (/^\d{5}$/.test(v) ? null : "must be the 5-digit MSIC code, e.g. 73100")],
  [
    "phone",
    "COMPANY_PHONE",
    (v) =>
      /^\+60\d{8,10}$/.test(v.replace(/[\s-]/g, "")) ? null : "must be a Malaysian number with +60, e.g. +60312345678",
  ],
  ["email", "COMPANY_EMAIL", (v) => (EMAIL.test(v) ? null : "must be an email address, e.g. finance@jemput.my")],
];

const trimmed = (name: string) =>
  text(name, null).pipe(Settings.map((value) => (value === null || value.trim() === "" ? null : value.trim())));

export const einvoiceConfig: Settings.Config<EInvoiceConfig> = Settings.all({
  on: flag("EINVOICE", false),
  name: trimmed("COMPANY_NAME"),
  ssm: trimmed("COMPANY_SSM"),
  tin: trimmed("COMPANY_TIN"),
  address: trimmed("COMPANY_ADDRESS"),
  msic: trimmed("COMPANY_MSIC"),
  phone: trimmed("COMPANY_PHONE"),
  email: trimmed("COMPANY_EMAIL"),
  apiUrl: url("MYINVOIS_API_URL", null, ["https:", "http:"]),
  clientId: secret("MYINVOIS_CLIENT_ID"),
  clientSecret: secret("MYINVOIS_CLIENT_SECRET"),
  portalUrl: url("MYINVOIS_PORTAL_URL", null, ["https:", "http:"]),
}).pipe(
  Settings.mapEffect(({ on, apiUrl, clientId, clientSecret, portalUrl, ...company }) => {
    // MyInvois is all three settings or none: a part alone would leave every TIN unchecked unnoticed.
    const parts = { MYINVOIS_API_URL: apiUrl, MYINVOIS_CLIENT_ID: clientId, MYINVOIS_CLIENT_SECRET: clientSecret };
    const given = Object.values(parts).filter((value) => value !== null).length;
    if (given > 0 && given < 3) {
      const missing = Object.entries(parts).find(([, value]) => value === null)![0];
      return Effect.fail(refusal(missing, "is required with the other MYINVOIS_ settings (all three or none)"));
    }
    if (on)
      for (const [key, name, rule] of COMPANY_RULES) {
        const value = company[key];
        if (value === null) return Effect.fail(refusal(name, "is required with EINVOICE=on (docs/tax.md)"));
        const problem = rule(value);
        if (problem !== null) return Effect.fail(refusal(name, problem));
      }
    return Effect.succeed({
      on,
      company,
      myInvois: given === 3 ? { url: apiUrl!, clientId: clientId!, clientSecret: clientSecret! } : null,
      portalUrl: (portalUrl ?? (apiUrl?.includes("preprod") ? PREPROD_PORTAL : PORTAL)).replace(/\/+$/, ""),
    });
  }),
);

/**
 * Whether payouts get e-invoices submitted (decision 61): EINVOICE=on with MyInvois configured.
 * The subscription that queues them reads it; off where nothing says otherwise.
 */
export const SubmitsEInvoices = Context.Reference<boolean>("jemput/server/config/SubmitsEInvoices", {
  defaultValue: () => false,
});

/** EINVOICE, as the runtime was started with it; off where nothing says otherwise. */
export const EInvoicing = Context.Reference<boolean>("jemput/server/config/EInvoicing", { defaultValue: () => false });
