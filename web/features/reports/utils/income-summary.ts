import { fromRinggit, type Sen } from "../../../../domain/money.ts";
import { INCOME_TYPES, REVERSAL_TYPES, type IncomeRecord, type IncomeType } from "../api/income.ts";

export type TypeTotal = { count: number; sen: Sen };
// reversals: every line that took an approval's credits back (decision 17), zero or negative.
export type IncomeSummary = { totalSen: Sen; byType: Record<IncomeType, TypeTotal>; reversals: TypeTotal };

const isReversal = (type: string): boolean => (REVERSAL_TYPES as ReadonlyArray<string>).includes(type);

// Summed in whole sen: adding decimal ringgit as floats would drift by a sen now and then.
export function summariseIncome(records: ReadonlyArray<IncomeRecord>): IncomeSummary {
  const byType = Object.fromEntries(INCOME_TYPES.map((type) => [type, { count: 0, sen: 0 }])) as Record<
    IncomeType,
    TypeTotal
  >;
  const reversals = { count: 0, sen: 0 };
  let totalSen = 0;
  for (const record of records) {
    const sen = fromRinggit(record.amount);
    totalSen += sen;
    const bucket = isReversal(record.type) ? reversals : byType[record.type as IncomeType];
    // A kind this screen does not know yet still counts towards the total.
    if (bucket) {
      bucket.count += 1;
      bucket.sen += sen;
    }
  }
  return { totalSen, byType, reversals };
}
