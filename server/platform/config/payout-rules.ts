import { Config as Settings, Context } from "effect";
import { checked, flag, integer } from "./settings.ts";

// How closes pay (decision 62, docs/payouts.md): PAYOUT_MINIMUM, the smallest balance a close
// pays (a smaller one is carried forward, never lost); PAYOUT_DAY, the day of the month closes
// and bank transfers are expected, which members are told; WITHHOLDING_107D, whether members
// paid more than RM 100,000 in a year have 2% withheld from their payouts the next (docs/tax.md).

export interface PayoutRules {
  readonly minimumSen: number;
  /** 1 to 28, so every month has it. */
  readonly payDay: number;
  readonly withholding107D: boolean;
}

export const DEFAULT_PAYOUT_RULES: PayoutRules = { minimumSen: 0, payDay: 7, withholding107D: false };

/** An amount in ringgit with at most two decimals ("50", "50.5", "50.50"), in sen. */
const ringgitAmount = (raw: string): { readonly value: number } | string => {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!match)
    return `must be an amount in ringgit of 0 or more with at most 2 decimals, e.g. 50 or 50.00 (got "${raw}")`;
  return { value: Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) };
};

export const payoutRulesConfig: Settings.Config<PayoutRules> = Settings.all({
  minimumSen: checked("PAYOUT_MINIMUM", ringgitAmount).pipe(Settings.withDefault(0)),
  payDay: integer("PAYOUT_DAY", DEFAULT_PAYOUT_RULES.payDay, 1, 28),
  withholding107D: flag("WITHHOLDING_107D", false),
});

/** The rules, as the runtime was started with them; the defaults where nothing says otherwise. */
export const PayoutRulesSetting = Context.Reference<PayoutRules>("jemput/server/config/PayoutRules", {
  defaultValue: () => DEFAULT_PAYOUT_RULES,
});
