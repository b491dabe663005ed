import { describe, expect, it } from "vitest";
import { countProblem, isProfileUrl, normaliseProfileLink } from "./profile-input.ts";

describe("normaliseProfileLink", () => {
  it.each([
    ["instagram", "@nadia.makes", "https://instagram.com/nadia.makes"],
    ["instagram", "nadia_makes", "https://instagram.com/nadia_makes"],
    ["tiktok", "@nadia", "https://tiktok.com/@nadia"],
    ["youtube", "@NadiaMakes", "https://youtube.com/@NadiaMakes"],
    ["facebook", "nadia.makes", "https://facebook.com/nadia.makes"],
    ["twitter", "@nadia", "https://x.com/nadia"],
    ["instagram", "instagram.com/nadia", "https://instagram.com/nadia"],
    ["instagram", "www.instagram.com/nadia", "https://www.instagram.com/nadia"],
    ["instagram", " https://instagram.com/nadia ", "https://instagram.com/nadia"],
    ["instagram", "HTTP://instagram.com/nadia", "HTTP://instagram.com/nadia"],
    ["instagram", "", ""],
  ] as const)("%s: %j is saved as %j", (platform, typed, saved) => {
    expect(normaliseProfileLink(platform, typed)).toBe(saved);
  });

  it.each(["nadia makes", "@", "@.", "javascript:alert(1)", "https://", "https://localhost/nadia", "ftp://x.my/a"])(
    "%j is neither a link nor a handle",
    (typed) => expect(normaliseProfileLink("instagram", typed)).toBeNull(),
  );
});

describe("isProfileUrl", () => {
  it("takes http and https addresses on a named host only", () => {
    expect(isProfileUrl("https://instagram.com/nadia")).toBe(true);
    expect(isProfileUrl("http://nadia.my")).toBe(true);
    expect(isProfileUrl("@nadia")).toBe(false);
    expect(isProfileUrl("javascript:alert(1)")).toBe(false);
    expect(isProfileUrl("https://instagram.com/na dia")).toBe(false);
  });
});

describe("countProblem", () => {
  it("accepts blank and whole numbers of 0 or more", () => {
    for (const typed of ["", " ", "0", "3", "1000000000"]) expect(countProblem("numberOfChildren", typed)).toBeNull();
  });

  it("names the count in both languages", () => {
    expect(countProblem("numberOfChildren", "-3")).toBe(
      "Number of children cannot be negative (Bilangan anak tidak boleh negatif)",
    );
    expect(countProblem("followers", "1.5")).toBe(
      "Followers must be a whole number (Bilangan pengikut mestilah nombor bulat)",
    );
    expect(countProblem("followers", "abc")).toBe(
      "Followers must be a whole number (Bilangan pengikut mestilah nombor bulat)",
    );
    expect(countProblem("followers", "1000000001")).toBe("Followers is too large (Bilangan pengikut terlalu besar)");
  });
});
