import { Effect } from "effect";
import { Router, type Request } from "express";
import {
  AdminPayouts,
  CloseBody,
  CloseChangedBody,
  ClosePreview,
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
import { PRIVATE_NO_STORE, route, type Reply } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { recordAccess } from "../personal-data/queries.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { closeMonth } from "./handlers.ts";
import { closePreviewOf, type ClosePreview as ClosePreviewFigures } from "./close-preview.ts";
import type { BankVault } from "../../platform/crypto/bank-vault.ts";
import { payoutsOfMember, payoutsOfMonth } from "./queries.ts";
import { payoutSummaryOf } from "./summary.ts";

// Closing a finished month issues the payouts (409 before the month has ended in Malaysia;
// closing again issues nothing); an admin pays them through the bank and records what the bank
// did with each (settlement-routes.ts).
const closeInput = (body: unknown) =>
  Effect.map(decodeInput(CloseBody, "Invalid month or year")(body), (input) => ({
    period: makePeriod(Number(input.year), Number(input.month)),
    digest: input.digest,
  }));

const previewBody = (p: ClosePreviewFigures) =>
  encode(ClosePreview, {
    month: monthOf(p.period),
    year: yearOf(p.period),
    closed: p.closed,
    payouts: p.payouts,
    total: toRinggit(p.totalSen),
    held: p.held.map(({ amountSen, ...m }) => ({ ...m, amount: toRinggit(amountSen) })),
    heldAmount: toRinggit(p.heldSen),
    withoutDetails: p.withoutDetails.map(({ amountSen, ...m }) => ({ ...m, amount: toRinggit(amountSen) })),
    withoutDetailsAmount: toRinggit(p.withoutDetailsSen),
    digest: p.digest,
  });

// The month's payouts carry bank details, so each reading of them is in the data-access log
// (each download of a payment file is logged by kept-files.ts).
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
    .get(
      "/api/admin/payouts/close-preview",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const at = yield* now;
          const period = yield* periodFromQuery(req.query, at, { required: true });
          return { body: previewBody(yield* closePreviewOf(yield* Database, period, at)), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .post(
      "/api/admin/payouts/close",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { metadata } = yield* requireAdminAction(req);
          const { period, digest } = yield* closeInput(req.body);
          // A bound close whose figures changed is refused with what it would issue now.
          return yield* closeMonth(period, metadata, digest).pipe(
            Effect.map(({ issued, totalSen, held, heldSen }): Reply => ({
              body: encode(CloseResult, {
                month: monthOf(period),
                year: yearOf(period),
                issued,
                total: toRinggit(totalSen),
                held,
                heldAmount: toRinggit(heldSen),
              }),
              headers: ADMIN_HEADERS,
            })),
            Effect.catchTag("CloseChanged", (changed) =>
              Effect.succeed<Reply>({
                status: 409,
                body: encode(CloseChangedBody, {
                  error: changed.message,
                  code: "close_changed",
                  preview: previewBody(changed.preview),
                }),
                headers: ADMIN_HEADERS,
              }),
            ),
          );
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
