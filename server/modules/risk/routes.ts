import { Effect } from "effect";
import { riskApi } from "../../../domain/contract/routes/risk.ts";
import { RiskFlagNotFound } from "../../../domain/errors.ts";
import { parseFlagId } from "../../../domain/risk/flag.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { Database } from "../../platform/db/database.ts";
import { implement, type SessionCaller } from "../../platform/http/bind.ts";
import { clearFlag, confirmFlag, reviewFlag, type AdminAction } from "./decisions.ts";
import { flagDetail, listFlags } from "./queries.ts";

// The Risk tab: the queue of fraud flags and an admin's decisions on them. A decision needs a
// reason; one on an unknown flag is 404, on a decided flag 409, and nothing changes either way.

const flagIdOf = (flagId: string) =>
  parseFlagId(flagId) ? Effect.succeed(flagId) : Effect.fail(new RiskFlagNotFound({ flagId }));

const detailOf = (flagId: string) =>
  Effect.gen(function* () {
    const detail = yield* flagDetail(yield* Database, flagId);
    return detail ?? (yield* Effect.fail(new RiskFlagNotFound({ flagId })));
  });

/** The flag as it is after the decision; `changed` false when the decision wrote nothing. */
const decided = (flagId: string, appended: number) =>
  Effect.map(detailOf(flagId), (detail) => ({ flag: detail.flag, changed: appended > 0 }));

const adminOf = (caller: SessionCaller, metadata: Metadata): AdminAction => ({
  adminId: caller.memberId,
  requestId: metadata.requestId ?? "",
});

export const riskRoutes = implement(riskApi, {
  list: ({ query }) =>
    Effect.gen(function* () {
      const memberId = query.memberId === undefined ? null : Number(query.memberId);
      return yield* listFlags(yield* Database, query.status ?? "open", memberId);
    }),
  get: ({ params }) => Effect.flatMap(flagIdOf(params.flagId), detailOf),
  review: ({ params, body, caller, metadata }) =>
    Effect.gen(function* () {
      const flagId = yield* flagIdOf(params.flagId);
      const { events } = yield* reviewFlag(flagId, body.note, adminOf(caller, metadata));
      return yield* decided(flagId, events.length);
    }),
  clear: ({ params, body, caller, metadata }) =>
    Effect.gen(function* () {
      const flagId = yield* flagIdOf(params.flagId);
      const { events } = yield* clearFlag(flagId, body.reason, adminOf(caller, metadata));
      return yield* decided(flagId, events.length);
    }),
  confirm: ({ params, body, caller, metadata }) =>
    Effect.gen(function* () {
      const flagId = yield* flagIdOf(params.flagId);
      const { events } = yield* confirmFlag(
        flagId,
        {
          reason: body.reason,
          suspendMemberIds: body.suspendMemberIds ?? [],
          reversePostIds: body.reversePostIds ?? [],
        },
        adminOf(caller, metadata),
      );
      return yield* decided(flagId, events.length);
    }),
});
