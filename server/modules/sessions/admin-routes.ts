import { Effect } from "effect";
import type { Request } from "express";
import { adminSessionsApi } from "../../../domain/contract/routes/admin-sessions.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { implement } from "../../platform/http/bind.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { endOtherSessions, type Caller } from "../credentials/session.ts";

// An admin signs a member out everywhere (ASVS 7.4.5): every open session of theirs ends at
// once in every process, as a logout does, since each request checks its session in the
// database. The password stays as it is; the member signs in again with it (an operator who
// suspects it is known resets it or the second factor from the CLI).

/**
 * Ends every open session of the member's, those still owing a second factor included, and
 * answers how many. An admin naming themself keeps the session making this request, as "sign
 * out everywhere else" does: ending it would sign them out of the panel they act from, and
 * their other devices are what they asked to end. Another member's sessions never hash to the
 * caller's token, so for anyone else all of them end.
 */
export const endMemberSessions = Effect.fn("Sessions.endForMember")(function* (caller: Caller, memberId: number) {
  const db = yield* Database;
  const found = yield* db.query(`SELECT 1 FROM members WHERE member_id = $1`, [memberId]);
  if (found.length === 0) return yield* Effect.fail(new NotFound({ what: "Member" }));
  return { ended: yield* endOtherSessions(db, memberId, caller.tokenHash, yield* now) };
});

/**
 * The admin's decision on a member's account, logged as the auth events are (auth/audit.ts):
 * who acted and on whom, by id only. Sessions are not facts of the event log, so this line is
 * their audit trail; it is written only once the sessions have ended.
 */
const audit = (req: Request, actorId: number, memberId: number) =>
  Effect.sync(() => {
    const event = "member_sessions_ended";
    req.log?.info({ auth: { event, actorId, memberId } }, `auth: ${event}`);
  });

export const adminSessionRoutes = implement(adminSessionsApi, {
  endAll: ({ req, caller, params: { id } }) =>
    Effect.gen(function* () {
      const memberId = Number(id);
      const result = yield* endMemberSessions(caller, memberId);
      yield* audit(req, caller.memberId, memberId);
      return result;
    }),
});
