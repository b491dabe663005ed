import { Result, Schema } from "effect";
import { InvalidReferralCode, MemberAlreadyRegistered, MemberNotFound, type DomainError } from "./errors.ts";
import { Instant, MemberId, type EventOf, type JemputEvent } from "./events.ts";

// The member stream: registration under a referrer, the admin flag, and erasure.
export const RegisterMember = Schema.Struct({
  type: Schema.Literal("RegisterMember"),
  memberId: MemberId,
  referralCode: Schema.String,
  /** The code the newcomer typed or followed, if any. */
  referredByCode: Schema.NullOr(Schema.String),
  /** What that code resolved to, looked up by the caller; null when unknown. */
  referrer: Schema.NullOr(Schema.Struct({ memberId: MemberId, referrerId: Schema.NullOr(MemberId) })),
  at: Instant,
});
export const GrantAdmin = Schema.Struct({ type: Schema.Literal("GrantAdmin"), memberId: MemberId, at: Instant });
export const RevokeAdmin = Schema.Struct({ type: Schema.Literal("RevokeAdmin"), memberId: MemberId, at: Instant });
/** The member asked for their personal data to be erased (PDPA); their money and team facts stay. */
export const EraseMember = Schema.Struct({ type: Schema.Literal("EraseMember"), memberId: MemberId, at: Instant });
/** A fraud decision closes the account to its owner (decision 18); suspending twice changes nothing. */
export const SuspendMember = Schema.Struct({
  type: Schema.Literal("SuspendMember"),
  memberId: MemberId,
  reason: Schema.String,
  flagId: Schema.NullOr(Schema.String),
  at: Instant,
});
export const ReinstateMember = Schema.Struct({
  type: Schema.Literal("ReinstateMember"),
  memberId: MemberId,
  reason: Schema.String,
  at: Instant,
});
export type RegisterMember = typeof RegisterMember.Type;
export type MemberCommand =
  | RegisterMember
  | typeof GrantAdmin.Type
  | typeof RevokeAdmin.Type
  | typeof EraseMember.Type
  | typeof SuspendMember.Type
  | typeof ReinstateMember.Type;
export type MemberEvent = EventOf<
  "MemberRegistered" | "AdminGranted" | "AdminRevoked" | "MemberErased" | "MemberSuspended" | "MemberReinstated"
>;

export type MemberState =
  | { readonly status: "none" }
  | { readonly status: "registered"; readonly memberId: number; readonly isAdmin: boolean; readonly suspended: boolean }
  | { readonly status: "erased"; readonly memberId: number };

export const initialState = (): MemberState => ({ status: "none" });

export const evolve = (state: MemberState, event: JemputEvent): MemberState => {
  switch (event.type) {
    case "MemberRegistered":
      return { status: "registered", memberId: event.data.memberId, isAdmin: false, suspended: false };
    case "AdminGranted":
      return state.status === "registered" ? { ...state, isAdmin: true } : state;
    case "AdminRevoked":
      return state.status === "registered" ? { ...state, isAdmin: false } : state;
    case "MemberErased":
      return state.status === "none" ? state : { status: "erased", memberId: state.memberId };
    case "MemberSuspended":
      return state.status === "registered" ? { ...state, suspended: true } : state;
    case "MemberReinstated":
      return state.status === "registered" ? { ...state, suspended: false } : state;
    default:
      return state;
  }
};

export const decide = (
  command: MemberCommand,
  state: MemberState,
): Result.Result<ReadonlyArray<MemberEvent>, DomainError> => {
  switch (command.type) {
    case "RegisterMember": {
      if (state.status !== "none") return Result.fail(new MemberAlreadyRegistered({ memberId: command.memberId }));
      const code = command.referredByCode?.trim() ?? "";
      // A referrer must already exist, so it is always older than the newcomer: no cycle can form.
      if (code !== "" && (command.referrer === null || command.referrer.memberId === command.memberId)) {
        return Result.fail(new InvalidReferralCode({ code }));
      }
      const referrer = code === "" ? null : command.referrer;
      return Result.succeed([
        {
          type: "MemberRegistered",
          data: {
            memberId: command.memberId,
            referralCode: command.referralCode,
            referrerId: referrer?.memberId ?? null,
            level2ReferrerId: referrer?.referrerId ?? null,
            at: command.at,
          },
        },
      ]);
    }
    case "GrantAdmin":
    case "RevokeAdmin": {
      if (state.status !== "registered") return Result.fail(new MemberNotFound({ memberId: command.memberId }));
      const wantAdmin = command.type === "GrantAdmin";
      if (state.isAdmin === wantAdmin) return Result.succeed([]);
      const type = wantAdmin ? "AdminGranted" : "AdminRevoked";
      return Result.succeed([{ type, data: { memberId: command.memberId, at: command.at } }]);
    }
    case "EraseMember": {
      if (state.status === "none") return Result.fail(new MemberNotFound({ memberId: command.memberId }));
      // Erasing twice changes nothing more.
      if (state.status === "erased") return Result.succeed([]);
      const data = { memberId: command.memberId, at: command.at };
      // An erased account can never sign in again, so it keeps no admin rights either.
      return Result.succeed(
        state.isAdmin
          ? [
              { type: "AdminRevoked", data },
              { type: "MemberErased", data },
            ]
          : [{ type: "MemberErased", data }],
      );
    }
    case "SuspendMember":
    case "ReinstateMember": {
      if (state.status === "none") return Result.fail(new MemberNotFound({ memberId: command.memberId }));
      // An erased account cannot sign in anyway; suspending or reinstating it changes nothing.
      if (state.status === "erased") return Result.succeed([]);
      const suspend = command.type === "SuspendMember";
      if (state.suspended === suspend) return Result.succeed([]);
      const { memberId, reason, at } = command;
      return Result.succeed(
        command.type === "SuspendMember"
          ? [{ type: "MemberSuspended", data: { memberId, reason, flagId: command.flagId, at } }]
          : [{ type: "MemberReinstated", data: { memberId, reason, at } }],
      );
    }
  }
};
