import { Schema } from "effect";
import { Count, Instant, MonthQuery, RinggitText } from "./http.ts";
import { LEDGER_TYPES } from "./limits.ts";

// GET /api/income?month=M&year=Y: the caller's ledger lines of one Malaysian month. Reversal
// lines (decision 17) come with their own kind and a negative amount.

export const IncomeQuery = MonthQuery;

export const IncomeLine = Schema.Struct({
  id: Count,
  type: Schema.Literals(LEDGER_TYPES),
  amount: RinggitText,
  createdAt: Instant,
}).annotate({ identifier: "IncomeLine" });
export type IncomeLine = typeof IncomeLine.Type;
export const IncomeLines = Schema.Array(IncomeLine);
