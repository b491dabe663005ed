import { describe, expect, it } from "vitest";
import { COMPANY_ENV } from "../../testing/einvoice.ts";
import { ConfigError, loadConfig } from "./config.ts";

// EINVOICE and the company's details (decision 58): off by default and then nothing is required;
// on, a start without a company setting, or with one LHDN would not take, is refused naming it.
const CWD = "/srv/jemput";

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe("the e-invoicing settings", () => {
  it("are off by default, with no company and no MyInvois", () => {
    expect(loadConfig({}, CWD).einvoice).toEqual({
      on: false,
      company: { name: null, ssm: null, tin: null, address: null, msic: null, phone: null, email: null },
      myInvois: null,
      portalUrl: "https://myinvois.hasil.gov.my",
    });
  });

  it("take the company's details and MyInvois when EINVOICE is on", () => {
    const config = loadConfig(
      {
        ...COMPANY_ENV,
        MYINVOIS_API_URL: "https://preprod-api.myinvois.hasil.gov.my/",
        MYINVOIS_CLIENT_ID: "id",
        MYINVOIS_CLIENT_SECRET: "secret",
      },
      CWD,
    );
    expect(config.einvoice).toMatchObject({
      on: true,
      company: { ssm: "202301012345", tin: "C25845632020", msic: "73100" },
      myInvois: { url: "https://preprod-api.myinvois.hasil.gov.my", clientId: "id", clientSecret: "secret" },
      // The validation links of a pre-production API's documents point into its portal.
      portalUrl: "https://preprod.myinvois.hasil.gov.my",
    });
    expect(loadConfig({ MYINVOIS_PORTAL_URL: "https://portal.example/" }, CWD).einvoice.portalUrl).toBe(
      "https://portal.example",
    );
  });

  it.each([
    ["COMPANY_NAME", "", "COMPANY_NAME is required with EINVOICE=on"],
    ["COMPANY_SSM", "123456-A", "COMPANY_SSM must be the 12-digit SSM registration number"],
    ["COMPANY_SSM", "202399012345", "COMPANY_SSM must be the 12-digit SSM registration number"],
    ["COMPANY_TIN", "C2584563202", "COMPANY_TIN must be the company's TIN as LHDN writes it"],
    ["COMPANY_TIN", "C02584563220", "COMPANY_TIN must be the company's TIN as LHDN writes it"],
    ["COMPANY_TIN", "IG12345678090", "COMPANY_TIN must be the company's TIN as LHDN writes it"],
    ["COMPANY_ADDRESS", "Menara Jemput, Kuala Lumpur", "COMPANY_ADDRESS must be the registered address"],
    ["COMPANY_MSIC", "7310", "COMPANY_MSIC must be the 5-digit MSIC code"],
    ["COMPANY_PHONE", "0312345678", "COMPANY_PHONE must be a Malaysian number with +60"],
    ["COMPANY_EMAIL", "finance", "COMPANY_EMAIL must be an email address"],
  ])("refuse to start with EINVOICE on and %s=%j, naming it and why", (name, value, reason) => {
    expect(refusal({ ...COMPANY_ENV, [name]: value })).toContain(`Invalid configuration: ${reason}`);
  });

  it("refuse MyInvois settings given in part, naming the one missing and never the secret", () => {
    const message = refusal({
      MYINVOIS_API_URL: "https://api.myinvois.hasil.gov.my",
      MYINVOIS_CLIENT_SECRET: "s3cr3t",
    });
    expect(message).toContain("MYINVOIS_CLIENT_ID is required with the other MYINVOIS_ settings");
    expect(message).not.toContain("s3cr3t");
  });

  it("need no company details while EINVOICE is off", () => {
    expect(loadConfig({ COMPANY_TIN: "nonsense" }, CWD).einvoice.on).toBe(false);
  });
});
