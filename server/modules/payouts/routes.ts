import { Effect } from "effect";
import { Router, type Request } from "express";
import {
  AdminPayouts,
  CloseBody,
  CloseResult,
  MemberPayouts,
  PayoutSummary,
} from "../../../domain/contract/payouts.ts";
import { toRinggit } from "../../../domain/money.ts";
import { makePeriod, monthOf, periodLabel, yearOf, type Period } from "../../../domain/period.ts";
import { ADMIN_HEADERS, periodFromQuery, requireAdminAction } from "../admin/guard.ts";
import { requireMember } from "../credentials/session.ts";
import { Database, type DbError, type Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { encode } from "../../platform/http/encode.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { recordAccess } from "../personal-data/queries.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { closeMonth } from "./handlers.ts";
import type { BankVault } from "../../platform/crypto/bank-vault.ts";
import { payoutsOfMember, payoutsOfMonth } from "./queries.ts";
import { payoutSummaryOf } from "./summary.ts";

// Closing a finished month issues the payouts (409 before the month has ended in Malaysia;
// closing again issues nothing); an admin pays them through the bank and records what the bank
// did with each (settlement-routes.ts).
const closePeriod = (body: unknown) =>
  Effect.map(decodeInput(CloseBody, "Invalid month or year")(body), (input) =>
    makePeriod(Number(input.year), Number(input.month)),
  );

// The month's payouts carry bank details, so each reading of them is in the data-access log
// (the payment file's download is logged by payment-files.ts, in its own transaction).
const readMonth = <A>(
  req: Request,
  action: "payout_list_view",
  read: (db: Sql, period: Period) => Effect.Effect<ReadonlyArray<A>, DbError, BankVault>,
) =>
  Effect.gen(function* () {
    const { caller } = yield* requireAdminAction(req);
    const period = yield* periodFromQuery(req.query, yield* now, { required: true });
    const db = yield* Database;
    const rows = yield* read(db, period);
    yield* recordAccess(db, {
      actorId: caller.memberId,
      memberId: null,
      action,
      rows: rows.length,
      detail: { period: periodLabel(period) },
    });
    return { period, rows };
  });

export const payoutRoutes = (runtime: AppRuntime) =>
  Router()
    .post(
      "/api/admin/payouts/close",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { metadata } = yield* requireAdminAction(req);
          const period = yield* closePeriod(req.body);
          const { issued, totalSen, held, heldSen } = yield* closeMonth(period, metadata);
          return {
            body: encode(CloseResult, {
              month: monthOf(period),
              year: yearOf(period),
              issued,
              total: toRinggit(totalSen),
              held,
              heldAmount: toRinggit(heldSen),
            }),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    )
    .get(
      "/api/admin/payouts",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { rows } = yield* readMonth(req, "payout_list_view", payoutsOfMonth);
          return { body: encode(AdminPayouts, rows), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .get(
      "/api/payouts",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          return {
            body: encode(MemberPayouts, yield* payoutsOfMember(yield* Database, caller.memberId)),
            headers: PRIVATE_NO_STORE,
          };
        }),
      ),
    )
    .get(
      "/api/payouts/summary",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const summary = yield* payoutSummaryOf(yield* Database, caller.memberId, yield* now);
          return { body: encode(PayoutSummary, summary), headers: PRIVATE_NO_STORE };
        }),
      ),
    );
