import type { AdminMember } from "../api/members.ts";

// An admin row with every field filled in, to be overridden per test.
export function sampleMember(id: number, change: Partial<AdminMember> = {}): AdminMember {
  const firstName = change.firstName ?? `Member${id}`;
  const lastName = change.lastName ?? "Test";
  return {
    id,
    firstName,
    lastName,
    fullName: change.fullName ?? `${firstName} ${lastName}`,
    username: `member${id}`,
    email: `member${id}@jemput.test`,
    phoneNumber: `+6012300${String(id).padStart(4, "0")}`,
    referralId: `JMP${id}`,
    referrerId: null,
    referredBy: null,
    state: null,
    city: null,
    joinedDate: "2026-03-01T04:00:00.000Z",
    directRecruits: 0,
    totalTeamMembers: 0,
    monthlyIncome: 0,
    isAdmin: false,
    gender: null,
    maritalStatus: null,
    languages: [],
    influencerCategories: [],
    socialMediaLinks: {},
    ...change,
  };
}
