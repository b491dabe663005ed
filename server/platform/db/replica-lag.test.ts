import { describe, expect, it } from "vitest";
import { lagOf, lsnOf, remember, type Sample } from "./replica-lag.ts";
import { replicaTimings } from "./read-database.ts";

const at = (lsn: string, atMs: number): Sample => ({ lsn: lsnOf(lsn), atMs });

describe("lsnOf", () => {
  it("reads PostgreSQL's high/low hexadecimal halves", () => {
    expect(lsnOf("0/3016038")).toBe(0x3016038n);
    expect(lsnOf("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnOf("1/0") > lsnOf("0/FFFFFFFF")).toBe(true);
  });

  it("refuses anything else", () => {
    expect(() => lsnOf("3016038")).toThrow(/not a WAL position/);
    expect(() => lsnOf("0/xyz")).toThrow(/not a WAL position/);
  });
});

describe("lagOf", () => {
  const samples = [at("0/100", 1_000), at("0/100", 2_000), at("0/200", 3_000), at("0/300", 4_000)];

  it("is the time since the newest sample when the standby has replayed it", () => {
    expect(lagOf(samples, lsnOf("0/300"), 4_010)).toEqual({ ms: 10, exact: true });
    expect(lagOf(samples, lsnOf("0/350"), 4_010)).toEqual({ ms: 10, exact: true });
  });

  it("is the age of the newest sample the standby has passed, an upper bound", () => {
    expect(lagOf(samples, lsnOf("0/200"), 4_500)).toEqual({ ms: 1_500, exact: true });
    expect(lagOf(samples, lsnOf("0/1FF"), 4_500)).toEqual({ ms: 2_500, exact: true });
  });

  it("counts from the last sample at the standby's position while the primary writes on", () => {
    // Replay paused at 0/100: the primary moved on at 3 s, so writes since 2 s are missing.
    expect(lagOf(samples, lsnOf("0/100"), 9_000)).toEqual({ ms: 7_000, exact: true });
  });

  it("grows nothing while an idle primary stays where the standby is", () => {
    const idle = [at("0/300", 1_000), at("0/300", 60_000)];
    expect(lagOf(idle, lsnOf("0/300"), 60_005)).toEqual({ ms: 5, exact: true });
  });

  it("is only a lower bound when the standby is behind every sample kept", () => {
    expect(lagOf(samples, lsnOf("0/50"), 4_000)).toEqual({ ms: 3_000, exact: false });
    expect(lagOf([], lsnOf("0/50"), 4_000)).toEqual({ ms: 0, exact: false });
  });
});

describe("remember", () => {
  it("keeps the samples of the window and adds the new one", () => {
    const kept = remember([at("0/1", 0), at("0/2", 5_000), at("0/3", 9_000)], at("0/4", 12_000), 5_000);
    expect(kept.map((s) => s.atMs)).toEqual([9_000, 12_000]);
  });
});

describe("replicaTimings", () => {
  it("checks every second at the default bound, more often under a tight one", () => {
    expect(replicaTimings(5_000)).toEqual({ checkEveryMs: 1_000, staleAfterMs: 2_500, readYourWritesMs: 9_500 });
    expect(replicaTimings(500).checkEveryMs).toBe(100);
  });

  it("keeps a writer on the primary longer than a replica in use can trail it", () => {
    for (const maxLagMs of [100, 1_000, 5_000, 60_000]) {
      const { staleAfterMs, readYourWritesMs } = replicaTimings(maxLagMs);
      expect(readYourWritesMs).toBeGreaterThan(maxLagMs + staleAfterMs);
    }
  });
});
