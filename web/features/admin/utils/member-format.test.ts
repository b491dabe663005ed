import { describe, expect, it } from "vitest";
import type { AdminMember } from "../api/members.ts";
import { findReferrer, previewList } from "./member-format.ts";

const member = (
  id: number,
  fullName: string,
  referrer: { id: number | null; name: string | null } = { id: null, name: null },
): AdminMember => {
  const [firstName = "", lastName = ""] = fullName.split(" ");
  return {
    id,
    firstName,
    lastName,
    fullName,
    username: firstName.toLowerCase(),
    email: `${id}@jemput.test`,
    phoneNumber: "+60123456789",
    referralId: `JMP${id}`,
    referrerId: referrer.id,
    referredBy: referrer.name,
    state: null,
    city: null,
    joinedDate: "2026-01-01T00:00:00.000Z",
    directRecruits: 0,
    totalTeamMembers: 0,
    monthlyIncome: 0,
    isAdmin: false,
    gender: null,
    maritalStatus: null,
    languages: [],
    influencerCategories: [],
    socialMediaLinks: {},
  };
};

describe("previewList", () => {
  it("shows up to two items as they are", () => {
    expect(previewList([])).toBe("");
    expect(previewList(["English"])).toBe("English");
    expect(previewList(["English", "Tamil"])).toBe("English, Tamil");
  });

  it("shows the first two then an ellipsis", () => {
    expect(previewList(["Bahasa Malaysia", "English", "Mandarin"])).toBe("Bahasa Malaysia, English…");
  });
});

describe("findReferrer", () => {
  const kamal = member(1, "Kamal Grand");
  const lina = member(2, "Lina Parent", { id: 1, name: "Kamal Grand" });
  const twin = member(3, "Kamal Grand");

  it("finds the referrer by id", () => {
    expect(findReferrer([twin, kamal, lina], lina)).toBe(kamal);
  });

  it("falls back to the member whose full name equals referredBy", () => {
    expect(findReferrer([kamal, lina], { referrerId: 99, referredBy: "Kamal Grand" })).toBe(kamal);
    expect(findReferrer([kamal, lina], { referrerId: null, referredBy: "Kamal Grand" })).toBe(kamal);
  });

  it("finds nobody for a direct registration or a name not in the list", () => {
    expect(findReferrer([kamal, lina], kamal)).toBeUndefined();
    expect(findReferrer([kamal, lina], { referrerId: null, referredBy: "Kamal" })).toBeUndefined();
  });
});
