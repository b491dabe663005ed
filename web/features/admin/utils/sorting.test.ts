import { describe, expect, it } from "vitest";
import { ariaSortOf, nextSorting } from "./sorting.ts";

describe("nextSorting", () => {
  it("sorts a column ascending on the first click", () => {
    expect(nextSorting([], "name")).toEqual([{ id: "name", desc: false }]);
  });

  it("flips to descending, then back to ascending", () => {
    const once = nextSorting([], "name");
    const twice = nextSorting(once, "name");
    expect(twice).toEqual([{ id: "name", desc: true }]);
    expect(nextSorting(twice, "name")).toEqual([{ id: "name", desc: false }]);
  });

  it("starts another column ascending, replacing the previous sort", () => {
    expect(nextSorting([{ id: "name", desc: true }], "email")).toEqual([{ id: "email", desc: false }]);
  });
});

describe("ariaSortOf", () => {
  it("names the sorted column's direction and 'none' elsewhere", () => {
    expect(ariaSortOf([{ id: "name", desc: false }], "name")).toBe("ascending");
    expect(ariaSortOf([{ id: "name", desc: true }], "name")).toBe("descending");
    expect(ariaSortOf([{ id: "name", desc: true }], "email")).toBe("none");
    expect(ariaSortOf([], "name")).toBe("none");
  });
});
