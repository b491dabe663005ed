import { Effect } from "effect";
import { PeriodQuery } from "../../../domain/contract/http.ts";
import { makePeriod, periodOf, type Period } from "../../../domain/period.ts";
import { ValidationError } from "./errors.ts";
import { decodeInput } from "./validation.ts";

const missing = (field: "month" | "year") =>
  new ValidationError({ error: `Invalid month or year: ${field} is required`, fields: { [field]: "is required" } });

/**
 * The month a query names with `month` and `year`; with neither, the current Malaysian month
 * unless the route needs both.
 */
export const periodFromQuery = (
  query: { readonly month?: unknown; readonly year?: unknown },
  now: Date,
  options: { readonly required: boolean } = { required: false },
) =>
  Effect.gen(function* () {
    const { month, year } = yield* decodeInput(
      PeriodQuery,
      "Invalid month or year",
    )({ month: query.month || undefined, year: query.year || undefined });
    if (month === undefined && year === undefined && !options.required) return periodOf(now);
    if (month === undefined) return yield* Effect.fail(missing("month"));
    if (year === undefined) return yield* Effect.fail(missing("year"));
    return makePeriod(Number(year), Number(month)) satisfies Period;
  });
