import { describe, expect, it } from "vitest";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { adminText } from "../i18n.ts";
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

describe("in another language", () => {
  it("names the decision and the month in the reader's language", async () => {
    try {
      appStore.set(languageAtom, "ms");
      await adminText.ready("ms");
      expect(auditAction("PostApproved")).toBe("Meluluskan hantaran");
      expect(auditAction("SomethingNew")).toBe("SomethingNew");
      expect(auditTime("2026-05-04T03:07:00.000Z")).toMatch(/Mei 2026/);
      appStore.set(languageAtom, "zh");
      expect(auditTime("2026-05-04T03:07:00.000Z")).toMatch(/2026年5月/);
    } finally {
      appStore.set(languageAtom, "en");
    }
  });
});
