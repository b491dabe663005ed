import { describe, expect, it } from "vitest";
import { displayName, FORMER_MEMBER, fullName } from "./member-name.ts";

describe("member names", () => {
  it("joins whichever parts there are, trimmed", () => {
    expect(fullName("Mei Ling", "Tan")).toBe("Mei Ling Tan");
    expect(fullName(" Hafiz ", "")).toBe("Hafiz");
    expect(fullName(null, undefined)).toBe("");
  });

  it("names a member whose profile is gone a former member, or what the caller asks", () => {
    expect(displayName("Siti", "Aminah")).toBe("Siti Aminah");
    expect(displayName(null, null)).toBe(FORMER_MEMBER);
    expect(displayName(null, null, null)).toBeNull();
    expect(displayName(" ", null, "")).toBe("");
  });
});
