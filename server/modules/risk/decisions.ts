import { Effect } from "effect";
import { RiskFlagNotFound } from "../../../domain/errors.ts";
import { streams } from "../../../domain/events.ts";
import * as member from "../../../domain/member.ts";
import * as post from "../../../domain/post.ts";
import * as flag from "../../../domain/risk/flag.ts";
import type { Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { handleIn, inTransaction } from "../../platform/event-store/command.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { revokeMemberSessions } from "../credentials/session-store.ts";

// An admin's decisions on a flag. A confirmation is one transaction: the flag's event, the
// reversals of the posts chosen (the post stream's own decider, so a post reversed already or
// never paid is refused and nothing is written), the suspensions and the end of the suspended
// members' sessions. The admin's id is in every event's metadata, the audit log's source.

/** Lifts a suspension (an operator's decision, with its reason): the member may sign in again. */
export const reinstateMember = Effect.fn("Risk.reinstate")(function* (
  memberId: number,
  reason: string,
  metadata: { readonly actor: number | "cli" },
) {
  const at = (yield* now).toISOString();
  const { events } = yield* inTransaction((tx) =>
    handleIn(tx, {
      decider: member,
      streamId: streams.member(memberId),
      command: { type: "ReinstateMember", memberId, reason, at },
      metadata,
    }),
  );
  return events.length > 0;
});

export interface AdminAction {
  readonly adminId: number;
  readonly requestId: string;
}

const streamOf = (flagId: string) => {
  const parsed = flag.parseFlagId(flagId);
  return parsed ? Effect.succeed(streams.riskFlag(parsed.flagKey)) : Effect.fail(new RiskFlagNotFound({ flagId }));
};

const decideFlag = (tx: Sql, flagId: string, command: flag.RiskFlagCommand, admin: AdminAction) =>
  Effect.gen(function* () {
    const streamId = yield* streamOf(flagId);
    return yield* handleIn(tx, {
      decider: flag,
      streamId,
      command,
      metadata: { actor: admin.adminId, requestId: admin.requestId },
    });
  });

export const reviewFlag = Effect.fn("Risk.review")(function* (flagId: string, note: string, admin: AdminAction) {
  const at = (yield* now).toISOString();
  const command = { type: "ReviewRiskFlag" as const, flagId, adminId: admin.adminId, note, at };
  return yield* inTransaction((tx) => decideFlag(tx, flagId, command, admin));
});

export const clearFlag = Effect.fn("Risk.clear")(function* (flagId: string, reason: string, admin: AdminAction) {
  const at = (yield* now).toISOString();
  const command = { type: "ClearRiskFlag" as const, flagId, adminId: admin.adminId, reason, at };
  return yield* inTransaction((tx) => decideFlag(tx, flagId, command, admin));
});

const refuse = (field: string, reason: string) =>
  new ValidationError({ error: `Invalid decision: ${field} ${reason}`, fields: { [field]: reason } });

export interface Confirmation {
  readonly reason: string;
  readonly suspendMemberIds: ReadonlyArray<number>;
  readonly reversePostIds: ReadonlyArray<string>;
}

export const confirmFlag = Effect.fn("Risk.confirm")(function* (
  flagId: string,
  confirmation: Confirmation,
  admin: AdminAction,
) {
  const at = (yield* now).toISOString();
  const { reason, suspendMemberIds, reversePostIds } = confirmation;
  if (suspendMemberIds.includes(admin.adminId))
    return yield* Effect.fail(refuse("suspendMemberIds", "must not name yourself"));
  const metadata = { actor: admin.adminId, requestId: admin.requestId };
  return yield* inTransaction((tx) =>
    Effect.gen(function* () {
      const command = {
        type: "ConfirmRiskFlag" as const,
        flagId,
        adminId: admin.adminId,
        reason,
        suspendMemberIds,
        reversePostIds,
        at,
      };
      const decided = yield* decideFlag(tx, flagId, command, admin);
      const confirmed = decided.events[0]?.event;
      const members = confirmed?.type === "RiskFlagConfirmed" ? confirmed.data.memberIds : [];
      for (const postId of new Set(reversePostIds)) {
        const [owner] = yield* tx.query<{ member_id: number }>(`SELECT member_id FROM posts WHERE post_id = $1`, [
          postId,
        ]);
        if (!owner || !members.includes(owner.member_id))
          return yield* Effect.fail(
            refuse("reversePostIds", `names ${postId}, which is not a post of this flag's members`),
          );
        yield* handleIn(tx, {
          decider: post,
          streamId: streams.post(postId),
          command: { type: "ReversePost", postId, reason: `Fraud confirmed: ${reason}`, at },
          metadata,
        });
      }
      for (const memberId of new Set(suspendMemberIds)) {
        yield* handleIn(tx, {
          decider: member,
          streamId: streams.member(memberId),
          command: { type: "SuspendMember", memberId, reason, flagId, at },
          metadata,
        });
        yield* revokeMemberSessions(tx, memberId, new Date(at));
      }
      return decided;
    }),
  );
});
