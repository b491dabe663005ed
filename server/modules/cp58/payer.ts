import { Data } from "effect";
import { COMPANY_RULES, type CompanyConfig } from "../../platform/config/einvoice.ts";

// Part A of a CP58 names the paying company as SSM registered it: its name, address,
// registration number and income tax number (LHDN's guide notes to Form CP58). They are the
// COMPANY_* settings of e-invoicing (decision 58), required here whether EINVOICE is on or not:
// a CP58 without its payer is not one.

export interface Cp58Payer {
  readonly name: string;
  readonly address: string;
  readonly ssm: string;
  readonly tin: string;
}

const NEEDED: ReadonlyArray<keyof Cp58Payer> = ["name", "address", "ssm", "tin"];

/** The settings a CP58 cannot be drawn without, each with its reason. */
export class PayerSettingsMissing extends Data.TaggedError("PayerSettingsMissing")<{
  readonly problems: ReadonlyArray<readonly [setting: string, reason: string]>;
}> {
  override get message() {
    return `a CP58 names the paying company: ${this.problems.map(([s, why]) => `${s} ${why}`).join("; ")} (docs/tax.md)`;
  }
}

/** The payer of Part A, or every missing or malformed setting it needs. */
export const cp58Payer = (company: CompanyConfig): Cp58Payer | PayerSettingsMissing => {
  const problems: Array<readonly [string, string]> = [];
  for (const [key, setting, rule] of COMPANY_RULES) {
    if (!(NEEDED as ReadonlyArray<string>).includes(key)) continue;
    const value = company[key];
    const problem = value === null ? "is required" : rule(value);
    if (problem !== null) problems.push([setting, problem]);
  }
  if (problems.length > 0) return new PayerSettingsMissing({ problems });
  return { name: company.name!, address: company.address!, ssm: company.ssm!, tin: company.tin! };
};
