import { describe, expect, it } from "vitest";
import { stillNeeded } from "./completion.ts";

describe("stillNeeded", () => {
  const missing = ["Date of Birth", "State", "City", "Gender", "Ethnicity", "Bio"];

  it("names the first four fields, then counts the rest", () => {
    expect(stillNeeded(missing)).toEqual({ names: ["Date of Birth", "State", "City", "Gender"], more: "+2 more" });
  });

  it("names every field when four or fewer are missing", () => {
    expect(stillNeeded(missing.slice(0, 4))).toEqual({ names: missing.slice(0, 4), more: null });
    expect(stillNeeded([])).toEqual({ names: [], more: null });
  });
});
