import { describe, expect, it } from "vitest";
import { folderOf, shippedSources } from "./sources.ts";

// Who may touch which table, read from the SQL in the shipped source (server/ and cli/; the
// suites and every test are test code and may set a scene as they need). The log is read only by
// the event store, which owns it, and by the projections, which fold it: every other module
// reads what they project. A regular expression over the text is enough: SQL here is written in
// upper-case keywords, and prose in comments is not.

const READS_EVENTS = /\b(?:FROM|JOIN)\s+events\b/;
const EVENT_READERS = ["server/platform/event-store", "server/modules/projections"];

describe("the event log", () => {
  it("is read by the event store and the projections only", () => {
    const files = shippedSources();
    expect(files.length).toBeGreaterThan(100);
    const readers = files.filter((f) => READS_EVENTS.test(f.text)).map((f) => f.path);
    expect(readers.filter((path) => !EVENT_READERS.includes(folderOf(path)))).toEqual([]);
    // The rule is checked against something: the readers it allows are found.
    expect(readers).toContain("server/platform/event-store/store.ts");
    expect(readers).toContain("server/modules/projections/rebuild.ts");
  });
});
