import { Effect } from "effect";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { withClock } from "../../testing/clock.ts";
import type { Sql } from "../db/database.ts";
import { ReadDatabase } from "../db/read-database.ts";
import { laggingReads, WROTE_COOKIE } from "./read-your-writes.ts";

// Which database a lagging read goes to, with a replica that is always in use: the choice of
// laggingReads alone (the replica's own state has its tests in the reliability suite).
const primary = { query: () => Effect.succeed([]), copy: null } as unknown as Sql;
const replica = { query: () => Effect.succeed([]), copy: null } as unknown as Sql;
const WINDOW_MS = 9_500;
const reads = ReadDatabase.of({
  replicated: true,
  status: Effect.succeed(null),
  readYourWritesMs: WINDOW_MS,
  lagging: (recentWrite) => Effect.succeed(recentWrite ? primary : replica),
});

const NOW = new Date("2026-06-15T04:00:00Z");
const target = (method: string, cookie?: string) =>
  Effect.runPromise(
    withClock(laggingReads({ method, headers: cookie ? { cookie } : {} } as Request), NOW).pipe(
      Effect.provideService(ReadDatabase, reads),
      Effect.map((sql) => (sql === primary ? "primary" : "replica")),
    ),
  );
const wrote = (agoMs: number, extra = "") => `theme=dark; ${WROTE_COOKIE}=${NOW.getTime() - agoMs}${extra}`;

describe("laggingReads", () => {
  it("sends a read from a client that has not written to the replica", async () => {
    expect(await target("GET")).toBe("replica");
    expect(await target("HEAD", "theme=dark")).toBe("replica");
  });

  it("keeps a request that may write on the primary, whatever its cookie", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(await target(method)).toBe("primary");
  });

  it("keeps a client's reads on the primary for the window after its write", async () => {
    expect(await target("GET", wrote(0))).toBe("primary");
    expect(await target("GET", wrote(WINDOW_MS - 1, "; other=1"))).toBe("primary");
    expect(await target("GET", wrote(WINDOW_MS))).toBe("replica");
  });

  it("ignores a claim from the future or a value that is no time", async () => {
    expect(await target("GET", wrote(-500))).toBe("primary");
    expect(await target("GET", wrote(-60_000))).toBe("replica");
    expect(await target("GET", `${WROTE_COOKIE}=soon`)).toBe("replica");
    expect(await target("GET", `x${WROTE_COOKIE}=${NOW.getTime()}`)).toBe("replica");
  });
});
