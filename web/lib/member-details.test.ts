import { describe, expect, it } from "vitest";
import { locationOf, optionLabel, socialEntries } from "./member-details.ts";

describe("locationOf", () => {
  it("shows 'city, state' or whichever part exists", () => {
    expect(locationOf({ city: "Shah Alam", state: "Selangor" })).toBe("Shah Alam, Selangor");
    expect(locationOf({ city: null, state: "Sabah" })).toBe("Sabah");
  });

  it("shows a dash when both are missing", () => {
    expect(locationOf({ city: "", state: null })).toBe("-");
  });
});

describe("optionLabel", () => {
  it("turns stored option values into words", () => {
    expect(optionLabel("prefer-not-to-say")).toBe("Prefer not to say");
    expect(optionLabel("male")).toBe("Male");
  });
});

describe("socialEntries", () => {
  const audience = (count: string, platform: string) =>
    `${count} ${platform === "youtube" ? "subscribers" : "followers"}`;

  it("lists platforms with a profile name in platform order, in the screen's words for the audience", () => {
    expect(
      socialEntries(
        {
          youtube: { profileName: "HafizTravels", followers: 3400 },
          facebook: { profileName: " ", followers: 99 },
          instagram: { profileName: "hafiz.eats", followers: 12500 },
        },
        audience,
      ),
    ).toEqual([
      { platform: "Instagram", handle: "hafiz.eats", audience: "12,500 followers" },
      { platform: "YouTube", handle: "HafizTravels", audience: "3,400 subscribers" },
    ]);
  });

  it("is empty without any profile name", () => {
    expect(socialEntries({}, audience)).toEqual([]);
  });
});
