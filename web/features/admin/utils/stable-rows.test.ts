import { describe, expect, it } from "vitest";
import { stableRows } from "./stable-rows.ts";

// The tester's double click: Approve on A, the refetch drops A from the pending list, and the
// second click must not find B where A was.
type Row = { id: string; status: string };
const row = (id: string, status = "pending"): Row => ({ id, status });
const idOf = (r: Row) => r.id;
const seen = (...rows: Row[]) => new Map(rows.map((r) => [r.id, r]));

describe("stableRows", () => {
  it("keeps a decided row in its place, as the server answered it", () => {
    const shown = stableRows(["A", "B"], [row("B")], seen(row("A", "approved")), seen(row("A"), row("B")), idOf);
    expect(shown).toEqual({ rows: [row("A", "approved"), row("B")], added: 0 });
  });

  it("keeps a row another admin decided as last seen", () => {
    expect(stableRows(["A", "B"], [row("B")], new Map(), seen(row("A"), row("B")), idOf).rows).toEqual([
      row("A"),
      row("B"),
    ]);
  });

  it("counts rows a refetch brought instead of putting them above the ones shown", () => {
    const shown = stableRows(["A", "B"], [row("C"), row("A"), row("B", "approved")], new Map(), new Map(), idOf);
    expect(shown).toEqual({ rows: [row("A"), row("B", "approved")], added: 1 });
  });
});
