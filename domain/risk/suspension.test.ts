import { describe, expect, it } from "vitest";
import { Result } from "effect";
import type { JemputEvent } from "../events.ts";
import * as member from "../member.ts";

const AT = "2026-11-10T02:00:00.000Z";
const FLAG = "RF-a1b2c3d4e5f60718-1";

const ok = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};
const failed = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error(`expected failure, got ${JSON.stringify(result.success)}`);
  return result.failure;
};
const fold = (state: member.MemberState, events: ReadonlyArray<JemputEvent>): member.MemberState =>
  events.reduce(member.evolve, state);
/** The state after running each command in turn, every one of them accepted. */
const after = (...commands: ReadonlyArray<member.MemberCommand>): member.MemberState =>
  commands.reduce((state, command) => fold(state, ok(member.decide(command, state))), member.initialState());

const register: member.MemberCommand = {
  type: "RegisterMember",
  memberId: 4,
  referralCode: "CODE4",
  referredByCode: null,
  referrer: null,
  at: AT,
};
const suspend = (flagId: string | null = FLAG): member.MemberCommand => ({
  type: "SuspendMember",
  memberId: 4,
  reason: "one person behind three accounts",
  flagId,
  at: AT,
});
const reinstate: member.MemberCommand = {
  type: "ReinstateMember",
  memberId: 4,
  reason: "the bank confirmed separate owners",
  at: AT,
};

describe("member suspension", () => {
  it("suspends a registered member, naming the flag behind it", () => {
    expect(ok(member.decide(suspend(), after(register)))).toEqual([
      {
        type: "MemberSuspended",
        data: { memberId: 4, reason: "one person behind three accounts", flagId: FLAG, at: AT },
      },
    ]);
    expect(after(register, suspend())).toEqual({ status: "registered", memberId: 4, isAdmin: false, suspended: true });
  });

  it("suspends without a flag when an admin decides on their own", () => {
    const [event] = ok(member.decide(suspend(null), after(register)));
    expect(event).toMatchObject({ type: "MemberSuspended", data: { flagId: null } });
  });

  it("changes nothing when suspending a suspended member", () => {
    expect(ok(member.decide(suspend(), after(register, suspend())))).toEqual([]);
    expect(ok(member.decide(suspend(null), after(register, suspend())))).toEqual([]);
  });

  it("reinstates a suspended member", () => {
    expect(ok(member.decide(reinstate, after(register, suspend())))).toEqual([
      { type: "MemberReinstated", data: { memberId: 4, reason: "the bank confirmed separate owners", at: AT } },
    ]);
    expect(after(register, suspend(), reinstate)).toMatchObject({ status: "registered", suspended: false });
  });

  it("changes nothing when reinstating a member who is not suspended", () => {
    expect(ok(member.decide(reinstate, after(register)))).toEqual([]);
    expect(ok(member.decide(reinstate, after(register, suspend(), reinstate)))).toEqual([]);
  });

  it("suspends again after a reinstatement", () => {
    const [event] = ok(member.decide(suspend(), after(register, suspend(), reinstate)));
    expect(event?.type).toBe("MemberSuspended");
  });

  it("keeps admin rights apart from suspension", () => {
    const admin = after(register, { type: "GrantAdmin", memberId: 4, at: AT });
    expect(fold(admin, ok(member.decide(suspend(), admin)))).toMatchObject({ isAdmin: true, suspended: true });
  });

  it("changes nothing for an erased member", () => {
    const erase: member.MemberCommand = { type: "EraseMember", memberId: 4, at: AT };
    expect(ok(member.decide(suspend(), after(register, erase)))).toEqual([]);
    expect(ok(member.decide(reinstate, after(register, erase)))).toEqual([]);
    expect(ok(member.decide(reinstate, after(register, suspend(), erase)))).toEqual([]);
  });

  it("refuses to suspend or reinstate an unknown member", () => {
    for (const command of [suspend(), reinstate]) {
      expect(failed(member.decide(command, member.initialState()))).toMatchObject({
        _tag: "MemberNotFound",
        memberId: 4,
      });
    }
  });
});
