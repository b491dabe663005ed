import { describe, expect, it } from "vitest";
import { badCursor, decodeCursor, encodeCursor } from "./cursor.ts";

describe("paging cursors", () => {
  it("give back the values they were made of, numbers and texts alike", () => {
    const values = [1, "1733011200000000", "Nur Aisyah. Tan", -7, ""];
    const cursor = encodeCursor("list a", values);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor("list a", cursor)).toEqual(values);
  });

  it("refuse a cursor of another list, an edited one and anything made up", () => {
    const cursor = encodeCursor("list a", [2, 99]);
    const [payload, check] = Buffer.from(cursor, "base64url")
      .toString()
      .split(/\.(?=[^.]*$)/) as [string, string];
    expect(decodeCursor("list b", cursor)).toBeNull();
    expect(
      decodeCursor("list a", Buffer.from(`${payload.replace("99", "98")}.${check}`).toString("base64url")),
    ).toBeNull();
    for (const text of ["", "abc", "a.b", `${cursor}!`, "x".repeat(3000)])
      expect(decodeCursor("list a", text), text).toBeNull();
  });

  it("is refused with a 400 naming `after`", () => {
    expect(badCursor("Invalid search", "is not a cursor this search gave")).toMatchObject({
      error: "Invalid search: after is not a cursor this search gave",
      fields: { after: "is not a cursor this search gave" },
    });
  });
});
