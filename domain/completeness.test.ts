import { describe, expect, it } from "vitest";
import {
  COMPLETENESS_WEIGHTS,
  completenessMessage,
  completenessOf,
  completenessTone,
  summariseMissing,
} from "./completeness.ts";

const full = {
  firstName: "Aisyah",
  lastName: "Rahman",
  email: "a@example.my",
  phoneNumber: "+60123456789",
  dateOfBirth: "1995-04-02",
  state: "Selangor",
  city: "Shah Alam",
  gender: "female",
  ethnicity: "malay",
  bio: "Food creator",
  profilePicture: "/uploads/a.png",
  bankAccountHolderName: "Aisyah Rahman",
  bankName: "Maybank",
  bankAccountNumber: "1234567890",
  deliveryAddressLine1: "1 Jalan Ampang",
  deliveryCity: "Kuala Lumpur",
  deliveryState: "Kuala Lumpur",
  deliveryPostalCode: "50450",
  socialMediaLinks: { instagram: { profileName: "aisyah.eats", followers: 1200 } },
};

describe("profile completeness", () => {
  it("is 100 with every weighted field filled and names nothing missing", () => {
    expect(completenessOf(full)).toEqual({ percent: 100, missing: [] });
  });

  it("weights each field as COMPLETENESS_WEIGHTS lists it, over the sum of the weights", () => {
    const total = COMPLETENESS_WEIGHTS.reduce((sum, w) => sum + w.weight, 0);
    expect(total).toBe(168);
    // Only the picture (15) missing: 153 / 168 = 91.07 -> 91.
    expect(completenessOf({ ...full, profilePicture: null }).percent).toBe(91);
    // Only social media (13) missing: 155 / 168 = 92.26 -> 92.
    expect(completenessOf({ ...full, socialMediaLinks: { tiktok: { profileName: "  " } } })).toEqual({
      percent: 92,
      missing: ["Social Media"],
    });
  });

  it("counts a field only when it is not blank", () => {
    const { percent, missing } = completenessOf({
      firstName: "  ",
      lastName: "Lim",
      email: "lim@example.my",
      phoneNumber: "+60123456789",
    });
    expect(percent).toBe(Math.round((30 * 100) / 168));
    expect(missing.slice(0, 3)).toEqual(["First Name", "Date of Birth", "State"]);
  });

  it("counts social media when any one of the five platforms has a profile name", () => {
    expect(completenessOf({ socialMediaLinks: { twitter: { profileName: "lim" } } }).missing).not.toContain(
      "Social Media",
    );
    expect(completenessOf({ socialMediaLinks: { myspace: { profileName: "lim" } } }).missing).toContain("Social Media");
  });

  it("speaks in four bands", () => {
    expect(completenessMessage(90)).toMatch(/^Your profile is complete!/);
    expect(completenessMessage(89)).toMatch(/^Almost there!/);
    expect(completenessMessage(70)).toMatch(/^Almost there!/);
    expect(completenessMessage(69)).toMatch(/^You're halfway there!/);
    expect(completenessMessage(40)).toMatch(/^You're halfway there!/);
    expect(completenessMessage(39)).toMatch(/^Complete your profile to attract brands/);
  });

  it("colours 70 and up yellow, 40-69 orange, below 40 red", () => {
    expect([100, 70, 69, 40, 39, 0].map(completenessTone)).toEqual([
      "yellow",
      "yellow",
      "orange",
      "orange",
      "red",
      "red",
    ]);
  });

  it("lists at most three missing names, then 'and N more'", () => {
    expect(summariseMissing(["A", "B"])).toBe("A, B");
    expect(summariseMissing(["A", "B", "C"])).toBe("A, B, C");
    expect(summariseMissing(["A", "B", "C", "D", "E"])).toBe("A, B, C and 2 more");
  });
});
