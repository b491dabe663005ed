import { Schema } from "effect";
import { Count, Instant, RinggitText } from "./http.ts";
import { LEDGER_TYPES } from "./limits.ts";

// The caller's ledger lines of one Malaysian month (domain/contract/routes/income.ts). Reversal
// lines (decision 17) come with their own kind and a negative amount.

export const IncomeLine = Schema.Struct({
  id: Count,
  type: Schema.Literals(LEDGER_TYPES),
  amount: RinggitText,
  createdAt: Instant,
}).annotate({ identifier: "IncomeLine" });
export type IncomeLine = typeof IncomeLine.Type;
export const IncomeLines = Schema.Array(IncomeLine);
