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
