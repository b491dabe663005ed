import { Effect, Schema } from "effect";
import { Router } from "express";
import { toDecimalString } from "../../../domain/money.ts";
import { makePeriod } from "../../../domain/period.ts";
import { requireMember } from "../auth/session.ts";
import { Database } from "../../platform/db/database.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";

const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^(20\d\d)$/;
export const IncomeQuery = Schema.Struct({
  month: Schema.String.pipe(Schema.check(Schema.isPattern(MONTH, { message: "must be a month from 1 to 12" }))),
  year: Schema.String.pipe(Schema.check(Schema.isPattern(YEAR, { message: "must be a year such as 2026" }))),
});

export const incomeRoutes = (runtime: AppRuntime) =>
  Router().get("/api/income", route(runtime, (req) => Effect.gen(function* () {
    const caller = yield* requireMember(req);
    const query = yield* decodeInput(IncomeQuery, "Invalid month or year")(req.query);
    const month = Number(query.month);
    const year = Number(query.year);
    const db = yield* Database;
    const rows = yield* db.query<{ position: number; kind: string; amount_sen: number; created_at: Date }>(
      `SELECT position, kind, amount_sen, created_at FROM ledger_lines WHERE member_id = $1 AND period = $2 ORDER BY position`,
      [caller.memberId, makePeriod(year, month)],
    );
    return { body: rows.map((r) => ({ id: r.position, type: r.kind, amount: toDecimalString(r.amount_sen), createdAt: r.created_at.toISOString() })) };
  })));
