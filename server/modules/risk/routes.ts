import { Effect } from "effect";
import { Router, type Request } from "express";
import {
  ClearFlagBody,
  ConfirmFlagBody,
  ReviewFlagBody,
  RiskFlagDetail,
  RiskFlagResult,
  RiskFlags,
  RiskFlagsQuery,
} from "../../../domain/contract/risk.ts";
import { RiskFlagNotFound } from "../../../domain/errors.ts";
import { parseFlagId } from "../../../domain/risk/flag.ts";
import { ADMIN_HEADERS, pathParam, requireAdminAction } from "../admin/guard.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput, withTrimmed } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { clearFlag, confirmFlag, reviewFlag, type AdminAction } from "./decisions.ts";
import { flagDetail, listFlags } from "./queries.ts";

// The Risk tab: the queue of fraud flags and an admin's decisions on them. A decision needs a
// reason; one on an unknown flag is 404, on a decided flag 409, and nothing changes either way.

const flagIdOf = (req: Request) => {
  const flagId = pathParam(req, "flagId");
  return parseFlagId(flagId) ? Effect.succeed(flagId) : Effect.fail(new RiskFlagNotFound({ flagId }));
};

/** The flag as it is after the decision; `changed` false when the decision wrote nothing. */
const answer = (flagId: string, appended: number) =>
  Effect.gen(function* () {
    const detail = yield* flagDetail(yield* Database, flagId);
    if (!detail) return yield* Effect.fail(new RiskFlagNotFound({ flagId }));
    return { body: encode(RiskFlagResult, { flag: detail.flag, changed: appended > 0 }), headers: ADMIN_HEADERS };
  });

const adminOf = (req: Request) =>
  Effect.map(requireAdminAction(req), ({ caller }): AdminAction => ({
    adminId: caller.memberId,
    requestId: String(req.id ?? ""),
  }));

export const riskRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/admin/risk-flags",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const query = yield* decodeInput(
            RiskFlagsQuery,
            "Invalid risk flag query",
          )({
            status: req.query["status"] || undefined,
            memberId: req.query["memberId"] || undefined,
          });
          const memberId = query.memberId === undefined ? null : Number(query.memberId);
          const flags = yield* listFlags(yield* Database, query.status ?? "open", memberId);
          return { body: encode(RiskFlags, flags), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .get(
      "/api/admin/risk-flags/:flagId",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const flagId = yield* flagIdOf(req);
          const detail = yield* flagDetail(yield* Database, flagId);
          if (!detail) return yield* Effect.fail(new RiskFlagNotFound({ flagId }));
          return { body: encode(RiskFlagDetail, detail), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .post(
      "/api/admin/risk-flags/:flagId/review",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const admin = yield* adminOf(req);
          const flagId = yield* flagIdOf(req);
          const { note } = yield* decodeInput(ReviewFlagBody, "Invalid review")(withTrimmed(req.body, "note"));
          const { events } = yield* reviewFlag(flagId, note, admin);
          return yield* answer(flagId, events.length);
        }),
      ),
    )
    .post(
      "/api/admin/risk-flags/:flagId/clear",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const admin = yield* adminOf(req);
          const flagId = yield* flagIdOf(req);
          const { reason } = yield* decodeInput(ClearFlagBody, "Invalid decision")(withTrimmed(req.body, "reason"));
          const { events } = yield* clearFlag(flagId, reason, admin);
          return yield* answer(flagId, events.length);
        }),
      ),
    )
    .post(
      "/api/admin/risk-flags/:flagId/confirm",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const admin = yield* adminOf(req);
          const flagId = yield* flagIdOf(req);
          const body = yield* decodeInput(ConfirmFlagBody, "Invalid decision")(withTrimmed(req.body, "reason"));
          const { events } = yield* confirmFlag(
            flagId,
            {
              reason: body.reason,
              suspendMemberIds: body.suspendMemberIds ?? [],
              reversePostIds: body.reversePostIds ?? [],
            },
            admin,
          );
          return yield* answer(flagId, events.length);
        }),
      ),
    );
