import { describe, expect, it } from "vitest";
import {
  composePhone,
  countryOptions,
  filterCountries,
  isValidPhone,
  phoneCharacters,
  splitPhone,
} from "./phone-number.ts";

const countries = countryOptions("en");
const codes = (query: string) => filterCountries(countries, query).map((option) => option.code);

describe("countryOptions", () => {
  it("lists every country with its English name and calling code, sorted by name", () => {
    expect(countries.find((option) => option.code === "MY")).toEqual({
      code: "MY",
      name: "Malaysia",
      callingCode: "60",
    });
    expect(countries.length).toBeGreaterThan(200);
    const names = countries.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("filterCountries", () => {
  it("finds countries by the start of a word of their name, ignoring case and accents", () => {
    expect(codes("Malay")).toEqual(["MY"]);
    expect(codes("kingdom")).toContain("GB");
    expect(codes("cote")).toContain("CI");
  });

  it("finds countries by ISO code and by calling code, with or without '+'", () => {
    expect(codes("sg")).toContain("SG");
    expect(codes("+65")).toEqual(["SG"]);
    expect(codes("60")).toEqual(["MY"]);
  });

  it("returns everything for an empty query and nothing for nonsense", () => {
    expect(codes("  ")).toHaveLength(countries.length);
    expect(codes("zzzz")).toEqual([]);
  });
});

describe("composePhone and splitPhone", () => {
  it.each([
    ["MY", "012-345 6789", "+60123456789"],
    ["MY", "12 345 6789", "+60123456789"],
    ["SG", "9123 4567", "+6591234567"],
    ["MY", "+65 9123 4567", "+6591234567"],
    ["MY", "012", "+6012"],
    ["MY", "", ""],
  ] as const)("%s %j is %j", (country, national, e164) => {
    expect(composePhone(country, national)).toBe(e164);
  });

  it("splits a stored number back into its country and national number", () => {
    expect(splitPhone("+6591234567")).toEqual({ country: "SG", national: "91234567" });
    expect(splitPhone("")).toEqual({ country: "MY", national: "" });
  });
});

describe("isValidPhone", () => {
  it("checks the digits against the country's numbering plan", () => {
    expect(isValidPhone("+60123456789")).toBe(true);
    expect(isValidPhone("+6012345678")).toBe(false);
    expect(isValidPhone("+6012")).toBe(false);
  });
});

describe("phoneCharacters", () => {
  it.each([
    ["012-345 6789", "012-345 6789"],
    ["+60 (12) 345.6789", "+60 (12) 345.6789"],
    ["12a34", "1234"],
    ["abc", ""],
    ["1-800-FLOWERS", "1-800-"],
    ["６０１２", ""],
    ["60+12", "6012"],
    [" +60 12", "+60 12"],
  ])("keeps %j as %j", (typed, kept) => {
    expect(phoneCharacters(typed)).toBe(kept);
  });
});
