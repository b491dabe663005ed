import { Result, Schema } from "effect";
import { NotInRiskFlag, RiskFlagDecided, RiskFlagNotFound, type DomainError } from "../errors.ts";
import { Evidence, Instant, MemberId, RiskRule, type EventOf, type JemputEvent } from "../events.ts";

// A risk flag's stream: one per thing a rule watches (a shared bank account, a recruit and an
// upline, a referrer's device, a poster), keyed by the caller. A flag is raised, may grow while
// open, is reviewed, then cleared or confirmed. Found again after a decision with no new member,
// it stays decided (an admin already looked at exactly this); with a new member it is raised
// again as the next round, a new flag id, so every decision keeps the evidence it was made on.
// A flag names everyone involved but holds only the members whose own actions made it
// (decision 41); a later round holds only the new ones: an admin has decided on the others.
export const RaiseRiskFlag = Schema.Struct({
  type: Schema.Literal("RaiseRiskFlag"),
  flagKey: Schema.String,
  rule: RiskRule,
  memberIds: Schema.Array(MemberId),
  /** The members who acted: each one of `memberIds`. */
  heldMemberIds: Schema.Array(MemberId),
  /** Members the finding shows did not act after all (a handle's proven owner): the open round lets them go. */
  releasedMemberIds: Schema.optionalKey(Schema.Array(MemberId)),
  evidence: Evidence,
  at: Instant,
});
export const ReviewRiskFlag = Schema.Struct({
  type: Schema.Literal("ReviewRiskFlag"),
  flagId: Schema.String,
  adminId: MemberId,
  note: Schema.String,
  at: Instant,
});
export const ClearRiskFlag = Schema.Struct({
  type: Schema.Literal("ClearRiskFlag"),
  flagId: Schema.String,
  adminId: MemberId,
  reason: Schema.String,
  at: Instant,
});
export const ConfirmRiskFlag = Schema.Struct({
  type: Schema.Literal("ConfirmRiskFlag"),
  flagId: Schema.String,
  adminId: MemberId,
  reason: Schema.String,
  /** Members to suspend: each must be one of the flag's. */
  suspendMemberIds: Schema.Array(MemberId),
  /** Posts to reverse, checked by the post stream's own decider in the same transaction. */
  reversePostIds: Schema.Array(Schema.String),
  at: Instant,
});
export type RiskFlagCommand =
  typeof RaiseRiskFlag.Type | typeof ReviewRiskFlag.Type | typeof ClearRiskFlag.Type | typeof ConfirmRiskFlag.Type;
export type RiskFlagEvent = EventOf<
  "RiskFlagRaised" | "RiskFlagWidened" | "RiskFlagReviewed" | "RiskFlagCleared" | "RiskFlagConfirmed"
>;

export interface RiskFlagState {
  readonly flagKey: string | null;
  readonly round: number;
  readonly status: "none" | "open" | "cleared" | "confirmed";
  readonly memberIds: ReadonlyArray<number>;
  /** Who the open round holds. */
  readonly heldMemberIds: ReadonlyArray<number>;
  /** Who the earlier rounds named: an admin decided on them, so this stream holds them no more. */
  readonly decidedMemberIds: ReadonlyArray<number>;
  /** The posts the open round's evidence names: a new one widens it (more of a member's posts by another author). */
  readonly postIds: ReadonlyArray<string>;
}

export const initialState = (): RiskFlagState => ({
  flagKey: null,
  round: 0,
  status: "none",
  memberIds: [],
  heldMemberIds: [],
  decidedMemberIds: [],
  postIds: [],
});

/** `RF-<key>-<round>`: the key names the stream, so a flag id alone finds its stream. */
export const flagIdFor = (flagKey: string, round: number): string => `RF-${flagKey}-${round}`;

/** The stream key and round a flag id names, or null for anything that is not one. */
export const parseFlagId = (flagId: string): { flagKey: string; round: number } | null => {
  const match = /^RF-([0-9a-f]{8,64})-([1-9]\d{0,5})$/.exec(flagId);
  return match ? { flagKey: match[1]!, round: Number(match[2]) } : null;
};

const roundOf = (flagId: string): number => parseFlagId(flagId)?.round ?? 0;

export const evolve = (state: RiskFlagState, event: JemputEvent): RiskFlagState => {
  switch (event.type) {
    case "RiskFlagRaised":
      return {
        flagKey: parseFlagId(event.data.flagId)?.flagKey ?? state.flagKey,
        round: roundOf(event.data.flagId),
        status: "open",
        memberIds: event.data.memberIds,
        heldMemberIds: event.data.heldMemberIds ?? event.data.memberIds,
        decidedMemberIds: state.memberIds,
        postIds: event.data.evidence.posts ?? [],
      };
    case "RiskFlagWidened":
      return {
        ...state,
        memberIds: event.data.memberIds,
        heldMemberIds: event.data.heldMemberIds ?? event.data.memberIds,
        postIds: event.data.evidence.posts ?? state.postIds,
      };
    case "RiskFlagCleared":
      return { ...state, status: "cleared" };
    case "RiskFlagConfirmed":
      return { ...state, status: "confirmed" };
    default:
      return state;
  }
};

const union = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): Array<number> => {
  const seen = new Set(a);
  return [...a, ...b.filter((id) => !seen.has(id) && seen.add(id))];
};

const raise = (command: typeof RaiseRiskFlag.Type, state: RiskFlagState): ReadonlyArray<RiskFlagEvent> => {
  const { rule, evidence, at } = command;
  const named = union(union([], command.memberIds), command.heldMemberIds);
  const released = new Set(command.releasedMemberIds ?? []);
  if (state.status === "none") {
    const flagId = flagIdFor(command.flagKey, 1);
    const heldMemberIds = union([], command.heldMemberIds).filter((id) => !released.has(id));
    return [{ type: "RiskFlagRaised", data: { flagId, rule, memberIds: named, heldMemberIds, evidence, at } }];
  }
  const memberIds = union(state.memberIds, named);
  if (state.status === "open") {
    // Someone an earlier round's decision covered is not held again by this stream; someone
    // the finding now shows did not act (a handle's owner who proved it) is let go.
    const decided = new Set(state.decidedMemberIds);
    const heldMemberIds = union(
      state.heldMemberIds,
      command.heldMemberIds.filter((id) => !decided.has(id)),
    ).filter((id) => !released.has(id));
    const sameHeld =
      heldMemberIds.length === state.heldMemberIds.length &&
      heldMemberIds.every((id) => state.heldMemberIds.includes(id));
    const newPost = (evidence.posts ?? []).some((id) => !state.postIds.includes(id));
    if (memberIds.length === state.memberIds.length && sameHeld && !newPost) return [];
    const flagId = flagIdFor(command.flagKey, state.round);
    return [{ type: "RiskFlagWidened", data: { flagId, memberIds, heldMemberIds, evidence, at } }];
  }
  // Decided: only someone new opens the next round, and it holds only the new actors.
  const known = new Set(state.memberIds);
  if (named.every((id) => known.has(id))) return [];
  const flagId = flagIdFor(command.flagKey, state.round + 1);
  const heldMemberIds = union(
    [],
    command.heldMemberIds.filter((id) => !known.has(id) && !released.has(id)),
  );
  return [{ type: "RiskFlagRaised", data: { flagId, rule, memberIds, heldMemberIds, evidence, at } }];
};

/** Refuses a decision on a flag that is not this stream's open round. */
const openFlag = (flagId: string, state: RiskFlagState): Result.Result<void, DomainError> => {
  const named = parseFlagId(flagId);
  if (state.status === "none" || named === null || named.flagKey !== state.flagKey || named.round !== state.round) {
    return Result.fail(new RiskFlagNotFound({ flagId }));
  }
  if (state.status !== "open") return Result.fail(new RiskFlagDecided({ flagId, status: state.status }));
  return Result.void;
};

export const decide = (
  command: RiskFlagCommand,
  state: RiskFlagState,
): Result.Result<ReadonlyArray<RiskFlagEvent>, DomainError> => {
  if (command.type === "RaiseRiskFlag") return Result.succeed(raise(command, state));
  const refused = openFlag(command.flagId, state);
  if (Result.isFailure(refused)) return Result.fail(refused.failure);
  const { flagId, adminId, at } = command;
  switch (command.type) {
    case "ReviewRiskFlag":
      return Result.succeed([{ type: "RiskFlagReviewed", data: { flagId, adminId, note: command.note, at } }]);
    case "ClearRiskFlag": {
      const data = { flagId, adminId, memberIds: state.memberIds, reason: command.reason, at };
      return Result.succeed([{ type: "RiskFlagCleared", data }]);
    }
    case "ConfirmRiskFlag": {
      const stranger = command.suspendMemberIds.find((id) => !state.memberIds.includes(id));
      if (stranger !== undefined) return Result.fail(new NotInRiskFlag({ memberId: stranger }));
      const data = {
        flagId,
        adminId,
        memberIds: state.memberIds,
        reason: command.reason,
        suspendedMemberIds: union([], command.suspendMemberIds),
        reversedPostIds: [...new Set(command.reversePostIds)],
        at,
      };
      return Result.succeed([{ type: "RiskFlagConfirmed", data }]);
    }
  }
};
