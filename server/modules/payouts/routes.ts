import { Effect, Schema } from "effect";
import { Router } from "express";
import { toRinggit } from "../../../domain/money.ts";
import { makePeriod, monthOf, periodLabel, yearOf } from "../../../domain/period.ts";
import { ADMIN_HEADERS, hasNoNul, pathParam, periodFromQuery, requireAdminAction } from "../admin/guard.ts";
import { requireMember } from "../auth/session.ts";
import { Database } from "../../platform/db/database.ts";
import { Now } from "../../platform/clock/now.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { recordAccess } from "../personal-data/queries.ts";
import { toCsv } from "../reports/queries.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { closeMonth, markPaid } from "./handlers.ts";
import { bankFileRows, payoutById, payoutsOfMember, payoutsOfMonth } from "./queries.ts";

// Closing a finished month issues the payouts (409 before the month has ended in Malaysia;
// closing again issues nothing); an admin pays them through the bank and records the reference.
const wholeNumber = Schema.Union([Schema.Int, Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{1,4}$/, { message: "must be a whole number" })))]);
const CloseBody = Schema.Struct({ month: wholeNumber, year: wholeNumber });
const PaidBody = Schema.Struct({
  reference: Schema.String.pipe(Schema.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(100, { message: "must be at most 100 characters" }),
    hasNoNul,
  )),
});

const badField = (field: "month" | "year", reason: string) =>
  new ValidationError({ error: `Invalid month or year: ${field} ${reason}`, fields: { [field]: reason } });

const closePeriod = (body: unknown) =>
  Effect.gen(function* () {
    const input = yield* decodeInput(CloseBody, "Invalid month or year")(body);
    const month = Number(input.month);
    const year = Number(input.year);
    if (month < 1 || month > 12) return yield* Effect.fail(badField("month", "must be a month from 1 to 12"));
    if (year < 2000 || year > 2999) return yield* Effect.fail(badField("year", "must be a year such as 2026"));
    return makePeriod(year, month);
  });

export const payoutRoutes = (runtime: AppRuntime) =>
  Router()
    .post("/api/admin/payouts/close", route(runtime, (req) => Effect.gen(function* () {
      const { metadata } = yield* requireAdminAction(req);
      const period = yield* closePeriod(req.body);
      const { issued, totalSen } = yield* closeMonth(period, metadata);
      return { body: { month: monthOf(period), year: yearOf(period), issued, total: toRinggit(totalSen) }, headers: ADMIN_HEADERS };
    })))
    .get("/api/admin/payouts", route(runtime, (req) => Effect.gen(function* () {
      const { caller } = yield* requireAdminAction(req);
      const period = yield* periodFromQuery(req.query, (yield* Now)(), { required: true });
      const db = yield* Database;
      const payouts = yield* payoutsOfMonth(db, period);
      // The list carries bank details, so each viewing is in the data-access log.
      yield* recordAccess(db, { actorId: caller.memberId, memberId: null, action: "payout_list_view", rows: payouts.length, detail: { period: periodLabel(period) } });
      return { body: payouts, headers: ADMIN_HEADERS };
    })))
    .get("/api/admin/payouts/bank-file", route(runtime, (req) => Effect.gen(function* () {
      const { caller } = yield* requireAdminAction(req);
      const period = yield* periodFromQuery(req.query, (yield* Now)(), { required: true });
      const db = yield* Database;
      const rows = yield* bankFileRows(db, period);
      yield* recordAccess(db, { actorId: caller.memberId, memberId: null, action: "bank_file_export", rows: rows.length, detail: { period: periodLabel(period) } });
      return {
        body: toCsv(rows, ["name", "bank", "accountNumber", "amount", "reference"]),
        headers: { ...ADMIN_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="payouts-${periodLabel(period)}.csv"` },
      };
    })))
    .post("/api/admin/payouts/:id/paid", route(runtime, (req) => Effect.gen(function* () {
      const { metadata } = yield* requireAdminAction(req);
      const payoutId = pathParam(req, "id");
      const reference = typeof req.body?.reference === "string" ? req.body.reference.trim() : req.body?.reference;
      const input = yield* decodeInput(PaidBody, "Invalid reference")({ reference });
      const appended = yield* markPaid(payoutId, input.reference, metadata);
      return { body: { payout: yield* payoutById(yield* Database, payoutId), changed: appended.length > 0 }, headers: ADMIN_HEADERS };
    })))
    .get("/api/payouts", route(runtime, (req) => Effect.gen(function* () {
      const caller = yield* requireMember(req);
      return { body: yield* payoutsOfMember(yield* Database, caller.memberId), headers: PRIVATE_NO_STORE };
    })));
