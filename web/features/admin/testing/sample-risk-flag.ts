import type { RiskFlagItem, RiskMember } from "../api/risk.ts";

export function sampleRiskMember(memberId: number, change: Partial<RiskMember> = {}): RiskMember {
  return {
    memberId,
    name: `Member ${memberId}`,
    email: `member${memberId}@jemput.test`,
    referralCode: `JMP${memberId}`,
    referrerId: null,
    joinedAt: "2026-03-01T04:00:00.000Z",
    suspended: false,
    held: true,
    heldAmount: 0,
    approvedPosts: 0,
    rejectedPosts: 0,
    reversedPosts: 0,
    ...change,
  };
}

// An open shared-bank-account flag on a referrer and her two recruits, to be overridden per test.
export function sampleRiskFlag(change: Partial<RiskFlagItem> = {}): RiskFlagItem {
  return {
    flagId: "F-1",
    rule: "shared_bank_account",
    title: "Shared bank account",
    status: "open",
    evidence: {
      summary: "3 members are paid into one bank account",
      shared: ["bank_account", "device"],
      facts: [
        { label: "Account ends", value: "…7890" },
        { label: "Members", value: "3" },
      ],
    },
    shared: ["bank_account", "device"],
    sharedLabel: "bank account, device",
    members: [
      sampleRiskMember(11, { name: "Aisyah Rahman", heldAmount: 1030, approvedPosts: 5, rejectedPosts: 1 }),
      sampleRiskMember(12, { name: "Ben Tan", referrerId: 11, heldAmount: 200, approvedPosts: 1 }),
      sampleRiskMember(13, { name: null, email: null, referrerId: 12, suspended: true }),
    ],
    links: [
      { referrerId: 11, memberId: 12, level: 1 },
      { referrerId: 12, memberId: 13, level: 1 },
      { referrerId: 11, memberId: 13, level: 2 },
    ],
    heldAmount: 1230,
    raisedAt: "2026-06-02T01:30:00.000Z",
    updatedAt: "2026-06-02T01:30:00.000Z",
    reviewNote: null,
    decision: null,
    handles: [],
    evidencePosts: [],
    ...change,
  };
}
