import { Effect } from "effect";
import type { Request } from "express";
import { PeriodQuery } from "../../../domain/contract/http.ts";
import { makePeriod, periodOf, type Period } from "../../../domain/period.ts";
import { requireAdmin } from "../credentials/session.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { PRIVATE_NO_STORE } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";

// What every admin route starts with: the caller must be a signed-in admin (401, 403), and
// whatever it writes carries that admin as the event metadata's actor.
export const requireAdminAction = (req: Request) =>
  Effect.map(requireAdmin(req), (caller) => ({
    caller,
    metadata: { actor: caller.memberId, requestId: String(req.id ?? "") } satisfies Metadata,
  }));

/** Admin answers hold personal data: never kept by shared caches. */
export const ADMIN_HEADERS = PRIVATE_NO_STORE;

const missing = (field: "month" | "year") =>
  new ValidationError({ error: `Invalid month or year: ${field} is required`, fields: { [field]: "is required" } });

/**
 * The month a query names with `month` and `year`; with neither, the current Malaysian month
 * unless the route needs both.
 */
export const periodFromQuery = (
  query: Request["query"],
  now: Date,
  options: { readonly required: boolean } = { required: false },
) =>
  Effect.gen(function* () {
    const { month, year } = yield* decodeInput(
      PeriodQuery,
      "Invalid month or year",
    )({ month: query["month"] || undefined, year: query["year"] || undefined });
    if (month === undefined && year === undefined && !options.required) return periodOf(now);
    if (month === undefined) return yield* Effect.fail(missing("month"));
    if (year === undefined) return yield* Effect.fail(missing("year"));
    return makePeriod(Number(year), Number(month)) satisfies Period;
  });

/** Path ids are short tokens; anything else cannot name a row. */
export const pathParam = (req: Request, name: string): string => {
  const value = req.params[name];
  return typeof value === "string" ? value : "";
};
