import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { BrevoRejected, BrevoUnavailable } from "./client.ts";
import { RetryPolicy, retryDelayMs, withBrevoRetry } from "./retry.ts";

const POLICY: RetryPolicy = { retries: 4, baseMs: 1_000, maxMs: 60_000 };

describe("retryDelayMs", () => {
  it("waits for Brevo's rate-limit window to reset when Brevo says when", () => {
    expect(retryDelayMs(0, POLICY, 45, () => 0)).toBe(45_000);
    expect(retryDelayMs(3, POLICY, 2, () => 0)).toBe(2_000);
    // A little spread on top, so many workers do not all come back at once.
    expect(retryDelayMs(0, POLICY, 2, () => 0.999)).toBeLessThan(2_200);
    expect(retryDelayMs(0, POLICY, 3_600, () => 0)).toBe(60_000);
  });

  it("doubles the wait with each retry otherwise, half of it random, up to the ceiling", () => {
    expect([0, 1, 2, 3].map((n) => retryDelayMs(n, POLICY, null, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([0, 1, 2, 3].map((n) => retryDelayMs(n, POLICY, null, () => 0.999))).toEqual([999, 1_999, 3_998, 7_996]);
    expect(retryDelayMs(20, POLICY, null, () => 0)).toBe(30_000);
  });
});

describe("withBrevoRetry", () => {
  const run = <A, E>(effect: Effect.Effect<A, E>) =>
    Effect.runPromiseExit(
      withBrevoRetry(effect).pipe(Effect.provideService(RetryPolicy, { retries: 2, baseMs: 1, maxMs: 5 })),
    );

  it("tries an unavailable Brevo again and gives up after the last retry", async () => {
    let calls = 0;
    const flaky = Effect.suspend(() => {
      calls += 1;
      return calls < 3
        ? Effect.fail(new BrevoUnavailable({ status: 429, detail: "Too many requests", resetSeconds: 0 }))
        : Effect.succeed("sent");
    });
    expect(await run(flaky)).toMatchObject({ _tag: "Success", value: "sent" });
    expect(calls).toBe(3);

    calls = 0;
    const down = Effect.suspend(() => {
      calls += 1;
      return Effect.fail(new BrevoUnavailable({ status: 503, detail: "down", resetSeconds: null }));
    });
    expect((await run(down))._tag).toBe("Failure");
    expect(calls).toBe(3);
  });

  it("does not repeat a request Brevo refused", async () => {
    let calls = 0;
    const refused = Effect.suspend(() => {
      calls += 1;
      return Effect.fail(new BrevoRejected({ status: 400, code: "invalid_parameter", detail: "bad" }));
    });
    expect((await run(refused))._tag).toBe("Failure");
    expect(calls).toBe(1);
  });
});
