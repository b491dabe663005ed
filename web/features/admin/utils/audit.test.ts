import { describe, expect, it } from "vitest";
import { auditAction, auditTime } from "./audit.ts";

describe("auditAction", () => {
  it("names the admin decisions", () => {
    expect(auditAction("PostApproved")).toBe("Approved a post");
    expect(auditAction("PayoutPaid")).toBe("Marked a payout paid");
    expect(auditAction("PayoutFailed")).toBe("Marked a payout failed");
  });

  it("shows an unknown kind as it is", () => {
    expect(auditAction("SomethingNew")).toBe("SomethingNew");
  });
});

describe("auditTime", () => {
  it("includes the year and the minute", () => {
    const text = auditTime("2026-05-04T03:07:00.000Z");
    expect(text).toContain("2026");
    expect(text).toMatch(/:07/);
  });

  it("shows a dash for a bad time", () => {
    expect(auditTime("not a date")).toBe("-");
  });
});
